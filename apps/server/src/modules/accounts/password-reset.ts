import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { consumeOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { endSignInsOfUser } from '../sign-ins/index.ts';
import { countRequest, refuseWhenBlocked } from './limits.ts';
import { queuePasswordLinkMail, RESET_PASSWORD_PURPOSE } from './password-links.ts';
import { findLiveUserByEmail, updateLiveUser } from './queries.ts';

/**
 * Mails a link to change the password, when the address has an account. The answer is the same
 * either way and is given before the mail goes out, so neither its words nor its timing tell
 * whether the address is registered.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  emailId: string,
  ip: string,
  onMailError: (error: unknown) => void,
) {
  await countRequest(deps.limiters.accountMailByAddress, ip);
  await countRequest(deps.limiters.accountMailByEmail, emailId);
  void mailResetLink(deps, emailId).catch(onMailError);
  return { status: true as const, Message: messages.resetMailSent };
}

async function mailResetLink(deps: AppDeps, email: string): Promise<void> {
  const user = await findLiveUserByEmail(deps.db, email);
  if (!user) return;
  await deps.db.transaction((tx) => queuePasswordLinkMail(deps, tx, user, 'reset'));
  deps.mail.kick();
}

/**
 * Sets a new password with the mailed token (single use, one hour). The mail reached its owner,
 * so the e-mail counts as verified; an admin's acceptance is still needed to sign in.
 */
export async function changePassword(
  deps: AppDeps,
  input: { id: string; token: string; password: string },
  ip: string,
) {
  const limiter = deps.limiters.tokenFailuresByAddress;
  await refuseWhenBlocked(limiter, ip);
  const ok = await consumeOneTimeToken(deps.db, {
    userId: input.id,
    purpose: RESET_PASSWORD_PURPOSE,
    token: input.token,
  });
  if (!ok) {
    await limiter.fail(ip);
    throw badRequest(messages.resetLinkInvalid);
  }
  const passwordHash = await hashPassword(input.password);
  const user = await updateLiveUser(deps.db, input.id, { passwordHash, isEmailVerified: true, updatedAt: new Date() });
  if (!user) throw badRequest(messages.resetLinkInvalid);
  // Whoever held a sign-in (perhaps the reason for the reset) holds it no longer.
  await endSignInsOfUser(deps, user.id);
  return { status: true as const, message: messages.passwordChanged };
}
