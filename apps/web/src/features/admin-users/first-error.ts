import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The first invalid field, in the form's order, as "Field name: message" (admin spec §5, Student
 * form). Nested fields are named by dots: `parentOrGardien.parentEmail`.
 */
export function firstErrorText<T extends FieldValues>(
  errors: FieldErrors<T>,
  labels: readonly (readonly [path: string, label: string])[],
): string | null {
  for (const [path, label] of labels) {
    let node: unknown = errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    const message = (node as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return `${label}: ${message}`;
  }
  return null;
}
