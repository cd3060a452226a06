import { z } from 'zod';
import { messages } from './messages.ts';

/** An e-mail as people type it: trimmed and lower-cased before it is compared or stored. */
export const Email = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254)
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const RequiredText = (max = 200) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max);

export const UserId = z.string().min(1).max(64);

/** 8+ characters, one upper, one lower, one digit, one special, no spaces (spec §5). */
export const Password = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .max(128)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S{8,}$/, messages.passwordRule);
