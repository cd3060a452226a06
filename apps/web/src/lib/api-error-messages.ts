import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

const FALLBACK = 'Something went wrong';

/** The public pages' words when the server cannot be reached at all. */
export const UNREACHABLE = 'Could not reach Kaksha. Check your connection and try again.';

/** The words to show for a failed call: the server's message, or a plain fallback. */
export const errorMessage = (error: unknown, fallback = FALLBACK): string =>
  error instanceof ApiError ? error.message : fallback;

/** The server's per-field messages (400 `errors`), by field path without the body wrapper. */
export function fieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return error.errors
    .map(({ field, message }) => ({ field: field.replace(/^(body|updateData)\./, ''), message }))
    .filter(({ field }) => field !== '');
}

/**
 * One way to show a failed save on a React Hook Form: each field message goes beside its field,
 * and the answer is the form-level message to show above the buttons.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fallback = FALLBACK,
): string {
  if (setError)
    for (const { field, message } of fieldErrors(error)) setError(field as Path<T>, { type: 'server', message });
  return errorMessage(error, fallback);
}
