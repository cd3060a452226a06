import crypto from 'node:crypto';
import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { deleteSetting, saveSetting, settingText } from './queries.ts';
import { copyStored, removeStored, storedExists } from './stored-files.ts';

/** An image an admin sets once for the whole school (the logo, the certificate signature), kept in a settings row. */
export interface SettingImage {
  /** The settings row's key. */
  setting: string;
  /** How the audit log names a change of it. */
  entity: 'logo' | 'signature';
  /** Where the copy is stored: `${prefix}/${name}-<uuid>.<ext>`. */
  prefix: string;
  name: string;
  /** The setting's value for a stored key, and the stored key back from a value; the key itself when absent. */
  toValue?: (deps: AppDeps, key: string) => string;
  toKey?: (value: string) => string;
}

/** The setting's value, if an admin set one. */
export async function settingImageValue(deps: AppDeps, image: SettingImage): Promise<string | null> {
  return settingText(deps.db, image.setting);
}

/**
 * Makes an uploaded file the image: copied to a key of its own, so the upload can be cleaned up
 * without losing it; the setting then names the copy and the previous copy is removed. Answers
 * the setting's new value.
 */
export async function replaceSettingImage(
  deps: AppDeps,
  actor: AuditActor,
  image: SettingImage,
  location: string,
): Promise<string> {
  if (!(await storedExists(deps, location))) {
    throw badRequest(messages.uploadImageFirst, [{ field: 'imageUrl', message: messages.uploadImageFirst }]);
  }
  const ext = location.slice(location.lastIndexOf('.') + 1).toLowerCase();
  const key = `${image.prefix}/${image.name}-${crypto.randomUUID()}.${ext}`;
  await copyStored(deps, location, key);
  const value = image.toValue ? image.toValue(deps, key) : key;
  const old = await settingImageValue(deps, image);
  await deps.db.transaction(async (tx) => {
    await saveSetting(tx, image.setting, value);
    await recordAudit(tx, {
      actor,
      action: old ? 'update' : 'create',
      entity: image.entity,
      entityId: image.setting,
      summary: `${old ? 'Changed' : 'Set'} the ${image.entity} image`,
      before: old ? { image: old } : null,
      after: { image: value },
    });
  });
  if (old) await removeStored(deps, image.toKey ? image.toKey(old) : old);
  return value;
}

/** Clears the setting and removes its stored copy. */
export async function removeSettingImage(deps: AppDeps, actor: AuditActor, image: SettingImage): Promise<void> {
  const old = await settingImageValue(deps, image);
  await deps.db.transaction(async (tx) => {
    await deleteSetting(tx, image.setting);
    if (!old) return;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: image.entity,
      entityId: image.setting,
      summary: `Removed the ${image.entity} image`,
      before: { image: old },
    });
  });
  if (old) await removeStored(deps, image.toKey ? image.toKey(old) : old);
}
