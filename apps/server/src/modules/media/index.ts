/** What other modules use of media: stored files and their links, the school's images, reading files shown. */
export { presentReadingFile, type UrlFor } from './presenter.ts';
export { fileUrlFor, storedExists } from './stored-files.ts';
export {
  removeSettingImage,
  replaceSettingImage,
  type SettingImage,
  settingImageValue,
} from './stored-setting-image.ts';
export { currentLogo } from './update-logo.ts';
