import type { UploadedFile } from '@kaksha/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { getToken } from '../../lib/session.ts';

/** The spec's upload paths (they already start with /api). */
export type UploadPath = '/api/profile/video-upload' | '/api/profile/upload-file' | '/api/profile/upload-file-pdf';

/**
 * Sends one file as multipart/form-data and reports progress (0 to 100). XMLHttpRequest, because
 * fetch cannot report upload progress in every browser yet.
 */
export function uploadWithProgress(
  path: UploadPath,
  field: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = getToken();
    if (token) xhr.setRequestHeader('x-access-token', token);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (UploadedFile & { message?: string }) | null;
      if (xhr.status === 200 && body) {
        onProgress(100);
        resolve(body);
      } else {
        const message = xhr.status === 413 ? (body?.message ?? 'The file is too large') : body?.message;
        reject(new ApiError(xhr.status, message || 'The upload failed'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload failed. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'The upload was cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
