import { type FileKind, kindOfName } from '@kaksha/contracts';

/** Storage prefixes: each upload endpoint writes under its own, and each use checks it. */
export const PREFIX = { videos: 'videos', files: 'files', images: 'images', public: 'public' } as const;

/**
 * A stored key is of one of `kinds` when it lies under `prefix` with a matching extension. The
 * kinds come from the contracts' upload rules (UPLOADS), the same the upload checked.
 */
export function isStoredAs(key: string, prefix: string, kinds: readonly FileKind[]): boolean {
  return key.startsWith(`${prefix}/`) && kindOfName(key, kinds) !== undefined;
}
