import { multipleFileUpload } from '@kaksha/contracts/media';
import { acceptOf, kindOfName, UPLOADS } from '@kaksha/contracts/uploads';
import { upload } from '../../lib/api-client.ts';
import { imageContentMatches } from '../../lib/image-content.ts';

const RULE = UPLOADS.questionImages;
/** The answer image picker's `accept` list. */
export const IMAGE_ACCEPT = acceptOf(RULE.kinds);

export const IMAGE_TYPES_MESSAGE = 'Please choose an image (PNG, JPG, GIF or WebP)';
export const IMAGE_SIZE_MESSAGE = 'Image size limit is 2MB';

/** Why a picked file cannot be an answer image, or null when it can (admin spec §5, §9). */
function imageProblem(file: File): string | null {
  if (!kindOfName(file.name, RULE.kinds)) return IMAGE_TYPES_MESSAGE;
  if (file.size > RULE.maxBytes) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** imageProblem, then whether the content is the image its name claims (the server's words). */
export async function imageProblemWithContent(file: File): Promise<string | null> {
  const why = imageProblem(file);
  if (why) return why;
  const kind = kindOfName(file.name, RULE.kinds);
  return kind && !(await imageContentMatches(file, kind))
    ? `The file's content is not a ${kind.toUpperCase()} file`
    : null;
}

/**
 * Uploads a question's images (POST /api/profile/multiple-file-upload, field uploadImages), in
 * requests of at most four files (the upload's rule): a question of eight options with images and
 * its own image sends three. Answers their stored locations, in order.
 */
export async function uploadImages(files: File[]): Promise<{ fileName: string; location: string }[]> {
  const stored: { fileName: string; location: string }[] = [];
  for (let start = 0; start < files.length; start += RULE.maxFiles) {
    const chosen = files.slice(start, start + RULE.maxFiles);
    const answer = await upload(
      multipleFileUpload,
      chosen.map((file) => ({ field: RULE.field, file })),
    );
    stored.push(...answer.locationArray.map((location, index) => ({ location, fileName: chosen[index]?.name ?? '' })));
  }
  return stored;
}
