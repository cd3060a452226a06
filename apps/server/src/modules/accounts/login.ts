import { messages } from '@kaksha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, tooMany } from '../../http/errors.ts';
import { decoyHash, verifyPassword } from '../../platform/auth/password.ts';
import { issueToken } from './issue-token.ts';
import { loginModuleFor } from './login-module.ts';

/**
 * Signs a user in. Wrong e-mail and wrong password get the same answer; failures are counted per
 * account and per address, and past the limit every attempt is refused with 429.
 */
export async function login(deps: AppDeps, input: { email: string; password: string; ip: string }) {
  const { loginByAccount, loginByAddress } = deps.limiters;
  const wait = Math.max(await loginByAccount.blockedFor(input.email), await loginByAddress.blockedFor(input.ip));
  if (wait > 0) throw tooMany(messages.tooManyAttempts, wait);

  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)))
    .limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !passwordOk) {
    await Promise.all([loginByAccount.fail(input.email), loginByAddress.fail(input.ip)]);
    throw new HttpError(401, messages.badCredentials, { statuscode: 204 });
  }
  await loginByAccount.reset(input.email);

  return admit(deps, user);
}

/**
 * The answer to someone who proved who they are (password or Google): the spec's reasons for
 * refusing, or the token and the login type.
 */
export async function admit(deps: AppDeps, user: UserRow) {
  // Told only to someone who proved who they are: these reveal nothing to a guesser.
  if (!user.isEmailVerified && user.role === 'student') {
    throw new HttpError(403, messages.emailVerificationPending, { statuscode: 204 });
  }
  if (!user.isActive || user.isRejected) throw new HttpError(403, messages.accountInactive, { statuscode: 204 });

  return {
    status: true as const,
    statuscode: 200,
    message: messages.loginSuccess,
    loginModule: loginModuleFor(user.role),
    token: await issueToken(deps.db, deps.tokens, user),
  };
}
