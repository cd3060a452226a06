import { STORAGE_PREFIX } from '@kaksha/contracts/stored-keys';
import type { AppDeps } from '../../deps.ts';
import type { AuditActor } from '../audit/index.ts';
import { publicUrl } from './stored-files.ts';
import {
  removeSettingImage,
  replaceSettingImage,
  type SettingImage,
  settingImageValue,
} from './stored-setting-image.ts';

/**
 * The logo is copied under the public prefix because the sign-in page shows it before anyone has a
 * token to sign a file address with; the setting holds its public address.
 */
const LOGO: SettingImage = {
  setting: 'logo',
  entity: 'logo',
  prefix: STORAGE_PREFIX.public,
  name: 'logo',
  toValue: publicUrl,
  toKey: (url) => url.replace(/^\/api\/files\//, ''),
};

/**
 * Makes an uploaded image the logo, answering its public address. The contract (StoredKey)
 * already refused a location that is not a logo image. Pages already open keep showing the old
 * logo until they reload; a missing image falls back to the name.
 */
export const updateLogo = (deps: AppDeps, actor: AuditActor, location: string): Promise<string> =>
  replaceSettingImage(deps, actor, LOGO, location);

/** Goes back to the Kaksha name; the public copy of the old logo is removed. */
export const removeLogo = (deps: AppDeps, actor: AuditActor): Promise<void> => removeSettingImage(deps, actor, LOGO);

/** The current logo's address, if one was uploaded. */
export const currentLogo = (deps: AppDeps): Promise<string | null> => settingImageValue(deps, LOGO);
