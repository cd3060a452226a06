/** Reading material may be PDF, PNG, JPG or ZIP only (admin spec §5). */
export const READING_KINDS = ['pdf', 'png', 'jpg', 'zip'] as const;
/** Videos play in every browser as MP4 or WebM. */
export const VIDEO_KINDS = ['mp4', 'webm'] as const;
/** Question images. SVG is never accepted: it can carry script. */
export const IMAGE_KINDS = ['png', 'jpg', 'gif', 'webp'] as const;
/** The logo is shown in an <img> on every page. */
export const LOGO_KINDS = ['png', 'jpg'] as const;

/** Storage prefixes: each upload endpoint writes under its own, and each use checks it. */
export const PREFIX = { videos: 'videos', files: 'files', images: 'images', public: 'public' } as const;

const extensionOf = (key: string): string => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

/** A stored key is of one of `kinds` when it lies under `prefix` with a matching extension. */
export function isStoredAs(key: string, prefix: string, kinds: readonly string[]): boolean {
  if (!key.startsWith(`${prefix}/`)) return false;
  const ext = extensionOf(key);
  return kinds.includes(ext === 'jpeg' ? 'jpg' : ext);
}

/** Items whose name contains 'exercise' are exercise material; the rest reading material (student spec §3). */
export const isExercise = (name: string): boolean => name.toLowerCase().includes('exercise');
