import type { ResponseOf, uploadIdentity } from '@kaksha/contracts';
import { ApiError } from '../../lib/api-client.ts';

export const IDENTITY_MAX_BYTES = 2 * 1024 * 1024;
export const IDENTITY_ACCEPT = 'image/png,image/jpeg,application/pdf';

/** Sends the identity document before registering; the server checks its type by content. */
export async function sendIdentityDocument(file: File): Promise<ResponseOf<typeof uploadIdentity>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/uploadIdentity', { method: 'POST', body: form });
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new ApiError(response.status, body?.message ?? 'The upload failed');
  return body as ResponseOf<typeof uploadIdentity>;
}
