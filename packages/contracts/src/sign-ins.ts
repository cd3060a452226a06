import { z } from 'zod';
import { endpoint, ok } from './endpoint.ts';

/**
 * Sign-in sessions: one per sign-in (password or Google), named by the `sid` claim of the token.
 * "Session" alone means a tutoring session elsewhere in Kaksha, so these are "sign-ins" here.
 */
export const SignInId = z.string().uuid();

export const SignInSession = z.object({
  id: SignInId,
  /** Browser and system, read from the user agent at sign-in ("Firefox on Linux"). */
  device: z.string(),
  /** The client address at sign-in. */
  address: z.string(),
  createdAt: z.string(),
  /** Kept to the minute: the server writes it at most once a minute per sign-in. */
  lastSeenAt: z.string(),
  /** The sign-in of the token that asked. */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof SignInSession>;

export const getMySessions = endpoint({
  method: 'GET',
  path: '/getMySessions',
  access: 'any',
  summary: "The caller's active sign-ins, newest first",
  response: ok({ data: z.array(SignInSession) }),
});

export const endSession = endpoint({
  method: 'POST',
  path: '/endSession',
  access: 'any',
  summary: "Signs out one of the caller's sign-ins (its token stops working at once)",
  body: z.object({ id: SignInId }),
  response: ok({ message: z.string() }),
});

export const logout = endpoint({
  method: 'POST',
  path: '/logout',
  access: 'any',
  summary: 'Ends the sign-in of the calling token',
  response: ok({ message: z.string() }),
});

export const logoutEverywhere = endpoint({
  method: 'POST',
  path: '/logoutEverywhere',
  access: 'any',
  summary: 'Ends every sign-in of the caller, this one included',
  response: ok({ message: z.string() }),
});

export const signInEndpoints = [getMySessions, endSession, logout, logoutEverywhere] as const;
