import { z } from 'zod';
import { fieldError, Password } from './common.ts';
import { endpoint, ok } from './endpoint.ts';
import { messages } from './messages.ts';

/** A signed-in user's new password; the current one proves it is them at the keyboard. */
export const UpdateOwnPasswordBody = z
  .object({
    currentPassword: z.string({ error: fieldError }).min(1, messages.required).max(128),
    password: Password,
    confirmPassword: z.string({ error: fieldError }).min(1, messages.required).max(128),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordsDoNotMatch,
  })
  .refine((v) => v.password !== v.currentPassword, {
    path: ['password'],
    message: messages.newPasswordSameAsCurrent,
  });
export type UpdateOwnPasswordBody = z.infer<typeof UpdateOwnPasswordBody>;

/** POST /updateOwnPassword: changes the caller's own password from their profile. */
export const updateOwnPassword = endpoint({
  method: 'POST',
  path: '/updateOwnPassword',
  access: 'any',
  summary: "Changes the signed-in user's password; the current password is required",
  body: UpdateOwnPasswordBody,
  response: ok({ message: z.string() }),
});

export const ownPasswordEndpoints = [updateOwnPassword] as const;
