import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { GoogleIdentity } from '../../platform/auth/google.ts';
import type { SignInClient } from '../sign-ins/index.ts';
import { admit } from './login.ts';
import { findLiveUserByEmail, updateUser } from './queries.ts';

/** The verified Google identity of an ID token; 400 when Google sign-in is off, 401 when invalid. */
export async function verifiedGoogleIdentity(deps: AppDeps, idToken: string): Promise<GoogleIdentity> {
  if (!deps.google) throw badRequest(messages.googleNotEnabled);
  const identity = await deps.google.verify(idToken);
  if (!identity) throw new HttpError(401, messages.googleFailed, { statuscode: 204 });
  return identity;
}

/**
 * Signs in with Google. The e-mail is the one Google verified; a known user gets the same answer
 * and the same inactive and unverified rules as /login. An unknown one is told to register.
 */
export async function googleLogin(deps: AppDeps, tokenId: string, client: SignInClient) {
  const identity = await verifiedGoogleIdentity(deps, tokenId);
  const user = await findLiveUserByEmail(deps.db, identity.email);
  if (!user) {
    return {
      status: true as const,
      valid: false,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      statuscode: 204,
      message: messages.googleNotRegistered,
    };
  }
  // Google has just proved the address belongs to this person.
  const verified = user.isEmailVerified
    ? user
    : ((await updateUser(deps.db, user.id, { isEmailVerified: true })) ?? user);
  return { ...(await admit(deps, verified, client)), valid: true, email: identity.email };
}
