import {
  MAX_QUESTION_IMAGE_BYTES,
  MAX_QUESTION_IMAGES,
  type multipleFileUpload,
  type ResponseOf,
} from '@kaksha/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { getToken } from '../../lib/session.ts';

export const IMAGE_TYPES_MESSAGE = 'Please choose an image (PNG, JPG, GIF or WebP)';
export const IMAGE_SIZE_MESSAGE = 'Image size limit is 2MB';

/** Why a picked file cannot be an answer image, or null when it can (admin spec §5, §9). */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_TYPES_MESSAGE;
  if (file.size > MAX_QUESTION_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/**
 * Uploads answer images in one request (POST /api/profile/multiple-file-upload, field
 * uploadImages); only the first four are sent. Answers their stored locations, in order.
 */
export async function uploadImages(files: File[]): Promise<{ fileName: string; location: string }[]> {
  const chosen = files.slice(0, MAX_QUESTION_IMAGES);
  if (!chosen.length) return [];
  const form = new FormData();
  for (const file of chosen) form.append('uploadImages', file, file.name);
  const token = getToken();
  const response = await fetch('/api/profile/multiple-file-upload', {
    method: 'POST',
    headers: token ? { 'x-access-token': token } : {},
    body: form,
  });
  const body = (await response.json().catch(() => null)) as
    | (ResponseOf<typeof multipleFileUpload> & { message?: string })
    | null;
  if (!response.ok || !body) throw new ApiError(response.status, body?.message ?? 'The images could not be uploaded');
  return body.locationArray.map((location, index) => ({ location, fileName: chosen[index]?.name ?? '' }));
}
