import type { ErrorCode } from '@kaksha/contracts/endpoint';
import { messages } from '@kaksha/contracts/messages';

/** An error meant for the client: its status and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: {
      errors?: { field: string; message: string }[];
      statuscode?: number;
      retryAfter?: number;
      code?: ErrorCode;
    } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: { field: string; message: string }[], code?: ErrorCode) =>
  new HttpError(400, message, { errors, ...(code ? { code } : {}) });
export const unauthorized = (message: string = messages.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);
/** Used both for "does not exist" and "not yours", so outsiders learn nothing. */
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, code ? { code } : {});
export const tooMany = (message: string, retryAfter: number) => new HttpError(429, message, { retryAfter });

/**
 * A 400 for rule issues (at least one): the first issue's message, and each issue beside its
 * field (`fieldPrefix` + path).
 */
export const badRequestFromIssues = (issues: readonly { path: string; message: string }[], fieldPrefix = '') =>
  badRequest(
    issues[0]?.message ?? messages.invalidInput,
    issues.map(({ path, message }) => ({ field: `${fieldPrefix}${path}`, message })),
  );
