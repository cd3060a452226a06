import type { AppDeps } from '../../deps.ts';
import type { UrlFor } from './presenter.ts';

/** True when a file was stored under `key` (by an upload). */
export const storedExists = async (deps: AppDeps, key: string): Promise<boolean> =>
  (await deps.storage.stat(key)) !== null;

/** Removes a stored file; a failure is logged, never shown, since the rows are already gone. */
export async function removeStored(deps: AppDeps, key: string): Promise<void> {
  try {
    await deps.storage.remove(key);
  } catch (e) {
    deps.log.warn({ err: e, key }, 'could not remove a stored file');
  }
}

/** Copies a stored file to a new key, streaming. */
export async function copyStored(deps: AppDeps, from: string, to: string): Promise<void> {
  await deps.storage.write(to, deps.storage.read(from));
}

/** The address of a file under the public prefix: the same for everyone, unsigned. */
export const publicUrl = (deps: AppDeps, key: string): string => deps.fileUrls.urlFor(key);

/** Signed addresses; `name` makes the download keep the file's own name. */
export const fileUrlFor =
  (deps: AppDeps): UrlFor =>
  (key, name) =>
    deps.fileUrls.urlFor(key, name);
