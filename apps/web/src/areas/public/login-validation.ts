import { LoginBody } from '@kaksha/contracts/accounts';
import type { z } from 'zod';

type LoginValues = z.output<typeof LoginBody>;

/** The server's own LoginBody rules, so the form says 'Required' and the e-mail message as it does. */
export function validateLogin(values: z.input<typeof LoginBody>): {
  body: LoginValues | null;
  errors: Partial<Record<'email' | 'password', string>>;
} {
  const parsed = LoginBody.safeParse(values);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Partial<Record<'email' | 'password', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}
