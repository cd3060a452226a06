import crypto from 'node:crypto';
import { isStoredFileOf, messages } from '@kaksha/contracts';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { copyStored, removeStored, storedExists } from '../media/stored-files.ts';

const SIGNATURE_KEY = 'certificateSignature';
/** Kept out of the public prefix: only the server reads it, to draw certificates. */
const SIGNATURE_PREFIX = 'certificates';

/** The stored key of the signature image, if an admin set one. */
export async function currentSignature(deps: AppDeps): Promise<string | null> {
  const [row] = await deps.db.select().from(settings).where(eq(settings.key, SIGNATURE_KEY)).limit(1);
  return typeof row?.value === 'string' ? row.value : null;
}

/**
 * Makes an uploaded image (from /profile/upload-file, like the logo) the certificate signature.
 * It is copied to a key of its own, so the upload can be cleaned up without losing it.
 */
export async function updateSignature(deps: AppDeps, location: string): Promise<string> {
  if (!isStoredFileOf(location, 'signature'))
    throw badRequest(messages.signatureFileType, [{ field: 'imageUrl', message: messages.signatureFileType }]);
  if (!(await storedExists(deps, location))) {
    throw badRequest(messages.uploadImageFirst, [{ field: 'imageUrl', message: messages.uploadImageFirst }]);
  }
  const ext = location.slice(location.lastIndexOf('.') + 1).toLowerCase();
  const key = `${SIGNATURE_PREFIX}/signature-${crypto.randomUUID()}.${ext}`;
  await copyStored(deps, location, key);
  const old = await currentSignature(deps);
  await deps.db
    .insert(settings)
    .values({ key: SIGNATURE_KEY, value: key })
    .onConflictDoUpdate({ target: settings.key, set: { value: key, updatedAt: new Date() } });
  if (old) await removeStored(deps, old);
  return key;
}

/** Certificates are drawn without a signature image from now on. */
export async function removeSignature(deps: AppDeps): Promise<void> {
  const old = await currentSignature(deps);
  await deps.db.delete(settings).where(eq(settings.key, SIGNATURE_KEY));
  if (old) await removeStored(deps, old);
}

/** The signature's bytes for drawing, or null when none is set or its file is gone. */
export async function signatureImage(deps: AppDeps): Promise<{ bytes: Buffer; kind: 'png' | 'jpg' } | null> {
  const key = await currentSignature(deps);
  if (!key || !(await storedExists(deps, key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of deps.storage.read(key)) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), kind: key.endsWith('.png') ? 'png' : 'jpg' };
}
