import { z } from 'zod';
import { messages } from './messages.ts';
import { hasRefusedCharacters, Identifier } from './text.ts';

/** An e-mail as people type it: trimmed and lower-cased before it is compared or stored. */
export const Email = z
  .string({ error: fieldError })
  .trim()
  .min(1, messages.required)
  .max(254)
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((email) => email.toLowerCase());

/**
 * The words of a field's failed check when the check names none: 'Required' only when nothing
 * was given; a value over a limit gets the limit ('Use at most 200 characters'). Given as a
 * schema's `error`, which zod otherwise applies to every check of that schema.
 */
export function fieldError(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') return messages.required;
  return limitError(issue);
}

/** The limit a value broke, in the words a form shows beside the field. */
function limitError(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return messages.atMostCharacters.replace('{max}', String(issue.maximum));
  if (issue.code === 'too_big' && issue.origin === 'number')
    return messages.atMostNumber.replace('{max}', String(issue.maximum));
  if (issue.code === 'too_small' && issue.origin === 'number')
    return messages.atLeastNumber.replace('{min}', String(issue.minimum));
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return messages.required;
  return undefined;
}

// Every contract's checks that name no message of their own (z.string().max(300)) speak the same
// words, instead of zod's "Too big: expected string to have <=300 characters".
z.config({ customError: limitError });

export const RequiredText = (max = 200) =>
  z
    .string({ error: fieldError })
    .trim()
    .min(1, messages.required)
    .max(max)
    .refine((v) => !hasRefusedCharacters(v), messages.controlCharacters);

export const UserId = Identifier(64);

/** 8+ characters, one upper, one lower, one digit, one special, no spaces (spec §5). */
export const Password = z
  .string({ error: fieldError })
  .min(1, messages.required)
  .max(128)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S{8,}$/, messages.passwordRule);
