import { messages } from '@kaksha/contracts/messages';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { consumeOneTimeToken, issueOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { notifyUserToAccept, publishEvents } from '../notifications/index.ts';
import { refuseWhenBlocked } from './limits.ts';
import { verificationMail, verificationUrl } from './mails.ts';
import { updateLiveUser } from './queries.ts';

export const VERIFY_EMAIL_PURPOSE = 'verify-email';
/** Long enough to find the mail after a weekend away from it. */
export const VERIFY_EMAIL_HOURS = 48;

/** A new student's single-use, expiring verification token, stored in `db`. */
export function issueVerificationToken(db: Db, userId: string): Promise<string> {
  return issueOneTimeToken(db, { userId, purpose: VERIFY_EMAIL_PURPOSE, ttlMs: VERIFY_EMAIL_HOURS * 3600_000 });
}

/** Queues the mail with the link of `token`, in `db` (the registration's transaction). */
export async function queueVerificationLink(
  deps: Pick<AppDeps, 'config' | 'mail'>,
  db: Db,
  user: { id: string; email: string; firstName: string },
  token: string,
): Promise<void> {
  const url = verificationUrl(deps.config.publicUrl, user.id, token);
  await deps.mail.queue(db, {
    to: user.email,
    ...verificationMail({ firstName: user.firstName, url, validHours: VERIFY_EMAIL_HOURS }),
  });
}

/**
 * Queues the mail with the link that verifies a new student's e-mail, in `db` (the registration's
 * transaction), so the account and its mail commit together.
 */
export async function queueVerificationMail(
  deps: Pick<AppDeps, 'config' | 'mail'>,
  db: Db,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  await queueVerificationLink(deps, db, user, await issueVerificationToken(db, user.id));
}

/** The link of the verification mail: single use, expiring; wrong tokens are counted per address. */
export async function verifyEmail(deps: AppDeps, input: { id: string; emailToken: string }, ip: string) {
  const limiter = deps.limiters.tokenFailuresByAddress;
  await refuseWhenBlocked(limiter, ip);
  const ok = await consumeOneTimeToken(deps.db, {
    userId: input.id,
    purpose: VERIFY_EMAIL_PURPOSE,
    token: input.emailToken,
  });
  const result = ok
    ? await deps.db.transaction(async (tx) => {
        const user = await updateLiveUser(tx, input.id, { isEmailVerified: true, updatedAt: new Date() });
        // The registration is complete now: a student who is not yet active waits for an admin.
        const events = user && !user.isActive && !user.isRejected ? await notifyUserToAccept(tx, user) : [];
        return user ? { events } : null;
      })
    : null;
  if (!result) {
    await limiter.fail(ip);
    throw badRequest(messages.emailVerificationFailed);
  }
  await publishEvents(deps, result.events);
  return { status: true as const, message: messages.emailVerified };
}
