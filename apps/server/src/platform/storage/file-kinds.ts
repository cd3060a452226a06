/**
 * The kinds of file Kaksha accepts. A file is taken only when both its name's extension and its
 * content (magic bytes, detected by file-type) belong to one allowed kind.
 */
export const FILE_KINDS = {
  pdf: { extensions: ['pdf'], detected: ['pdf'], mime: 'application/pdf', inline: true },
  png: { extensions: ['png'], detected: ['png'], mime: 'image/png', inline: true },
  jpg: { extensions: ['jpg', 'jpeg'], detected: ['jpg'], mime: 'image/jpeg', inline: true },
  gif: { extensions: ['gif'], detected: ['gif'], mime: 'image/gif', inline: true },
  webp: { extensions: ['webp'], detected: ['webp'], mime: 'image/webp', inline: true },
  zip: { extensions: ['zip'], detected: ['zip'], mime: 'application/zip', inline: false },
  mp4: { extensions: ['mp4', 'm4v'], detected: ['mp4', 'm4v'], mime: 'video/mp4', inline: true },
  webm: { extensions: ['webm'], detected: ['webm'], mime: 'video/webm', inline: true },
  mov: { extensions: ['mov'], detected: ['mov', 'qt'], mime: 'video/quicktime', inline: true },
} as const;

export type FileKind = keyof typeof FILE_KINDS;
export const IMAGE_KINDS: FileKind[] = ['png', 'jpg', 'gif', 'webp'];
export const VIDEO_KINDS: FileKind[] = ['mp4', 'webm', 'mov'];

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The kind a file name claims among the allowed ones, if any. */
export const kindByExtension = (fileName: string, allowed: readonly FileKind[]): FileKind | undefined => {
  const ext = extensionOf(fileName);
  return allowed.find((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(ext));
};

/** How a stored file is served: its type, and whether a browser may show it in place. */
export const servingOf = (key: string) => {
  const ext = extensionOf(key);
  const kind = (Object.keys(FILE_KINDS) as FileKind[]).find((k) =>
    (FILE_KINDS[k].extensions as readonly string[]).includes(ext),
  );
  return kind
    ? { mime: FILE_KINDS[kind].mime, inline: FILE_KINDS[kind].inline }
    : { mime: 'application/octet-stream', inline: false };
};
