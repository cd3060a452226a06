import { messages } from '@kaksha/contracts/messages';
import { isStoredFileOf } from '@kaksha/contracts/stored-keys';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import type { AuditActor } from '../audit/index.ts';
import {
  removeSettingImage,
  replaceSettingImage,
  type SettingImage,
  settingImageValue,
  storedExists,
} from '../media/index.ts';

/** The settings row naming the signature's stored key. */
export const SIGNATURE_SETTING = 'certificateSignature';

/** Kept out of the public prefix: only the server reads it, to draw certificates. */
const SIGNATURE: SettingImage = {
  setting: SIGNATURE_SETTING,
  entity: 'signature',
  prefix: 'certificates',
  name: 'signature',
};

/** The stored key of the signature image, if an admin set one. */
export const currentSignature = (deps: AppDeps): Promise<string | null> => settingImageValue(deps, SIGNATURE);

/**
 * Makes an uploaded image (from /profile/upload-file, like the logo) the certificate signature.
 * It is copied to a key of its own, so the upload can be cleaned up without losing it.
 */
export async function updateSignature(deps: AppDeps, actor: AuditActor, location: string): Promise<string> {
  if (!isStoredFileOf(location, 'signature'))
    throw badRequest(messages.signatureFileType, [{ field: 'imageUrl', message: messages.signatureFileType }]);
  return replaceSettingImage(deps, actor, SIGNATURE, location);
}

/** Certificates are drawn without a signature image from now on. */
export const removeSignature = (deps: AppDeps, actor: AuditActor): Promise<void> =>
  removeSettingImage(deps, actor, SIGNATURE);

/** The signature's bytes for drawing, or null when none is set or its file is gone. */
export async function signatureImage(deps: AppDeps): Promise<{ bytes: Buffer; kind: 'png' | 'jpg' } | null> {
  const key = await currentSignature(deps);
  if (!key || !(await storedExists(deps, key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of deps.storage.read(key)) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), kind: key.endsWith('.png') ? 'png' : 'jpg' };
}
