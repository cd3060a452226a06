/**
 * Whether a picked file's first bytes are an image of the kind its name claims, as the server's
 * content check will find (file-type, `platform/storage/file-kinds.ts`). Checked on pick, so a
 * renamed non-image shows the message at once instead of a broken preview and a failed save.
 */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  gif: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]),
  webp: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((value, i) => bytes[i] === value);

/** The first bytes of a file (FileReader, which every browser and the test DOM have). */
function headOf(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** True when the content is an image of `kind` (png, jpg, gif, webp); other kinds are not checked here. */
export async function imageContentMatches(file: Blob, kind: string): Promise<boolean> {
  const check = SIGNATURES[kind];
  if (!check) return true;
  try {
    return check(await headOf(file, 16));
  } catch {
    return false;
  }
}
