import { messages } from '@kaksha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { consumeOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { endSignInsOfUser } from '../sign-ins/index.ts';
import { countRequest, refuseWhenBlocked } from './limits.ts';
import { queuePasswordLinkMail, RESET_PASSWORD_PURPOSE } from './password-links.ts';

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
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
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
  const [user] = await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), isEmailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, input.id), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!user) throw badRequest(messages.resetLinkInvalid);
  // Whoever held a sign-in (perhaps the reason for the reset) holds it no longer.
  await endSignInsOfUser(deps, user.id);
  return { status: true as const, message: messages.passwordChanged };
}
