import { extensionOf, FILE_KINDS, type FileKind } from '@kaksha/contracts/uploads';

/**
 * The server's half of the upload rules: for each kind the contracts allow, what file-type must
 * detect in its first bytes, and whether a browser may show it in place. A kind missing here is
 * a compile error, so the contracts' list and this table cannot drift apart.
 */
export const CONTENT_CHECKS: Record<FileKind, { detected: readonly string[]; inline: boolean }> = {
  pdf: { detected: ['pdf'], inline: true },
  png: { detected: ['png'], inline: true },
  jpg: { detected: ['jpg'], inline: true },
  gif: { detected: ['gif'], inline: true },
  webp: { detected: ['webp'], inline: true },
  zip: { detected: ['zip'], inline: false },
  mp4: { detected: ['mp4', 'm4v'], inline: true },
  webm: { detected: ['webm'], inline: true },
};

/** True when file-type's finding matches the kind the name claims. */
export const contentMatches = (kind: FileKind, detectedExt: string | undefined): boolean =>
  detectedExt !== undefined && CONTENT_CHECKS[kind].detected.includes(detectedExt);

/** How a stored file is served: its type, and whether a browser may show it in place. */
export const servingOf = (key: string) => {
  const ext = extensionOf(key);
  const kind = (Object.keys(FILE_KINDS) as FileKind[]).find((k) =>
    (FILE_KINDS[k].extensions as readonly string[]).includes(ext),
  );
  return kind
    ? { mime: FILE_KINDS[kind].mime, inline: CONTENT_CHECKS[kind].inline }
    : { mime: 'application/octet-stream', inline: false };
};
