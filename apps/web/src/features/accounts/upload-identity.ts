import { uploadIdentity } from '@kaksha/contracts/registration';
import { acceptOf, UPLOADS } from '@kaksha/contracts/uploads';
import { upload } from '../../lib/api-client.ts';

const RULE = UPLOADS.identity;
export const IDENTITY_MAX_BYTES = RULE.maxBytes;
export const IDENTITY_ACCEPT = acceptOf(RULE.kinds);

/** Sends the identity document before registering; the server checks its type by content. */
export const sendIdentityDocument = (file: File) => upload(uploadIdentity, [{ field: RULE.field, file }]);
