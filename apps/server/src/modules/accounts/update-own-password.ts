import { messages } from '@kaksha/contracts/messages';
import type { UpdateOwnPasswordBody } from '@kaksha/contracts/own-password';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound, tooMany } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { endSignInsOfUser } from '../sign-ins/index.ts';
import { findLiveUser, updateUser } from './queries.ts';

/**
 * Changes the signed-in user's own password. The current password is checked first, and wrong
 * guesses are limited per account, so an unattended open session is
 * no way to try passwords. A wrong current password is a 400 on its field, not a 401: the
 * session itself is fine and must not end.
 */
export async function updateOwnPassword(deps: AppDeps, actor: Actor, input: UpdateOwnPasswordBody) {
  const user = await findLiveUser(deps.db, actor.userId);
  if (!user) throw notFound();
  // Only the holder of a signed-in session reaches this, so a limit per account cannot be used to
  // keep the owner out of signing in: it has a limiter of its own, not the sign-in ones.
  const limiter = deps.limiters.ownPasswordByAccount;
  const key = user.id;
  const wait = await limiter.blockedFor(key);
  if (wait > 0) throw tooMany(messages.tooManyAttempts, wait);
  // An account made by Google sign-in has no password yet: nothing can be "current".
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await limiter.fail(key);
    throw badRequest(messages.currentPasswordWrong, [
      { field: 'currentPassword', message: messages.currentPasswordWrong },
    ]);
  }
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.password), updatedAt: new Date() });
  await limiter.reset(key);
  // A changed password ends every other sign-in of the account; this device stays signed in.
  await endSignInsOfUser(deps, user.id, actor.signInId);
  return { status: true as const, message: messages.ownPasswordChanged };
}
