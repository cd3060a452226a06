import { uploadIdentity } from '@kaksha/contracts';
import { upload } from '../../lib/api-client.ts';

export const IDENTITY_MAX_BYTES = 2 * 1024 * 1024;
export const IDENTITY_ACCEPT = 'image/png,image/jpeg,application/pdf';

/** Sends the identity document before registering; the server checks its type by content. */
export const sendIdentityDocument = (file: File) => upload(uploadIdentity, [{ field: 'file', file }]);
