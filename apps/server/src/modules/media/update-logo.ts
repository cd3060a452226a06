import crypto from 'node:crypto';
import { messages } from '@kaksha/contracts';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { PREFIX } from './policy.ts';
import { copyStored, publicUrl, removeStored, storedExists } from './stored-files.ts';

const LOGO_KEY = 'logo';

/**
 * Makes an uploaded image the logo. It is copied under the public prefix because the sign-in page
 * shows it before anyone has a token to sign a file address with. The contract (StoredKey) already
 * refused a location that is not a logo image.
 */
export async function updateLogo(deps: AppDeps, location: string): Promise<string> {
  if (!(await storedExists(deps, location))) {
    throw badRequest(messages.uploadImageFirst, [{ field: 'imageUrl', message: messages.uploadImageFirst }]);
  }
  const ext = location.slice(location.lastIndexOf('.') + 1).toLowerCase();
  const publicKey = `${PREFIX.public}/logo-${crypto.randomUUID()}.${ext}`;
  await copyStored(deps, location, publicKey);
  const imageUrl = publicUrl(deps, publicKey);
  const old = await currentLogo(deps);
  await deps.db
    .insert(settings)
    .values({ key: LOGO_KEY, value: imageUrl })
    .onConflictDoUpdate({ target: settings.key, set: { value: imageUrl, updatedAt: new Date() } });
  // Pages already open keep showing the old logo until they reload; a missing image falls back to the name.
  if (old) await removeStored(deps, keyOfPublicUrl(old));
  return imageUrl;
}

/** Goes back to the Kaksha name; the public copy of the old logo is removed. */
export async function removeLogo(deps: AppDeps): Promise<void> {
  const old = await currentLogo(deps);
  await deps.db.delete(settings).where(eq(settings.key, LOGO_KEY));
  if (old) await removeStored(deps, keyOfPublicUrl(old));
}

const keyOfPublicUrl = (url: string) => url.replace(/^\/api\/files\//, '');

/** The current logo's address, if one was uploaded. */
export async function currentLogo(deps: AppDeps): Promise<string | null> {
  const [row] = await deps.db.select().from(settings).where(eq(settings.key, LOGO_KEY)).limit(1);
  return typeof row?.value === 'string' ? row.value : null;
}
