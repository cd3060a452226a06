import { messages } from '@kaksha/contracts/messages';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, tooMany } from '../../http/errors.ts';
import { decoyHash, verifyPassword } from '../../platform/auth/password.ts';
import { isUsualAddress, type SignInClient, startSignIn } from '../sign-ins/index.ts';
import { issueToken } from './issue-token.ts';
import { loginModuleFor } from './login-module.ts';
import { findLiveUserByEmail } from './queries.ts';

/**
 * Signs a user in. Wrong e-mail and wrong password get the same answer. Failures are counted
 * three ways, so that nobody elsewhere can keep the owner out:
 * - per address: one client guessing many accounts is stopped (429);
 * - per account and address: one client guessing one account is stopped (429), others are not;
 * - per account: guesses from many addresses meet a growing delay, except from an address the
 *   owner has signed in from before, so the owner typing the right password still gets in.
 */
export async function login(deps: AppDeps, input: { email: string; password: string }, client: SignInClient) {
  const { loginByAddress, loginByAccountAndAddress, loginAccountDelay } = deps.limiters;
  const pair = `${input.email}|${client.address}`;
  const wait = Math.max(
    await loginByAddress.blockedFor(client.address),
    await loginByAccountAndAddress.blockedFor(pair),
  );
  if (wait > 0) throw tooMany(messages.tooManyAttempts, wait);

  const user = await findLiveUserByEmail(deps.db, input.email);
  // The delay is asked first: only when there is one does the owner's usual address matter.
  const delay = await loginAccountDelay.waitFor(input.email);
  if (delay > 0 && !(user && (await isUsualAddress(deps.db, user.id, client.address)))) {
    throw tooMany(messages.tooManyAttempts, delay);
  }

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !passwordOk) {
    await Promise.all([
      loginByAddress.fail(client.address),
      loginByAccountAndAddress.fail(pair),
      loginAccountDelay.fail(input.email),
    ]);
    throw new HttpError(401, messages.badCredentials, { statuscode: 204 });
  }
  await loginByAccountAndAddress.reset(pair);

  return admit(deps, user, client);
}

/**
 * The answer to someone who proved who they are (password or Google): the spec's reasons for
 * refusing, or a new sign-in with its token and the login type.
 */
export async function admit(deps: AppDeps, user: UserRow, client: SignInClient) {
  // Told only to someone who proved who they are: these reveal nothing to a guesser.
  if (!user.isEmailVerified && user.role === 'student') {
    throw new HttpError(403, messages.emailVerificationPending, { statuscode: 204 });
  }
  if (!user.isActive || user.isRejected) throw new HttpError(403, messages.accountInactive, { statuscode: 204 });

  const signInId = await startSignIn(deps.db, user.id, client, deps.tokens.ttlMs);
  return {
    status: true as const,
    statuscode: 200,
    message: messages.loginSuccess,
    loginModule: loginModuleFor(user.role),
    token: await issueToken(deps.db, deps.tokens, user, signInId),
  };
}
