import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { issueOneTimeToken, issueOneTimeTokens } from '../../platform/auth/one-time-tokens.ts';
import { changePasswordUrl, resetPasswordMail, setPasswordMail } from './mails.ts';

/** The token purpose of every password link: a reset asked for, or a new staff account's first password. */
export const RESET_PASSWORD_PURPOSE = 'reset-password';
/** A reset asked for on the login page is used at once. */
export const RESET_PASSWORD_HOURS = 1;
/** A new staff member may read the mail after a weekend. */
export const SET_PASSWORD_HOURS = 72;

/**
 * The one way a password link is made and mailed: a single-use token, the change-password page's
 * address, and the mail, queued in `db` (the caller's transaction) so it leaves only with the change.
 */
export async function queuePasswordLinkMail(
  deps: Pick<AppDeps, 'config' | 'mail'>,
  db: Db,
  user: { id: string; email: string; firstName: string; role: string },
  kind: 'reset' | 'set',
): Promise<void> {
  const validHours = kind === 'reset' ? RESET_PASSWORD_HOURS : SET_PASSWORD_HOURS;
  const token = await issueOneTimeToken(db, {
    userId: user.id,
    purpose: RESET_PASSWORD_PURPOSE,
    ttlMs: validHours * 3600_000,
  });
  const url = changePasswordUrl(deps.config.publicUrl, user.id, token);
  const content =
    kind === 'reset'
      ? resetPasswordMail({ firstName: user.firstName, url, validHours })
      : setPasswordMail({ firstName: user.firstName, role: user.role, url, validHours });
  await deps.mail.queue(db, { to: user.email, ...content });
}

/**
 * The first-password links of many new accounts (an import's batch): one statement for the tokens
 * and one for the mails, in `db` (the caller's transaction), like queuePasswordLinkMail.
 */
export async function queueSetPasswordMails(
  deps: Pick<AppDeps, 'config' | 'mail'>,
  db: Db,
  newUsers: readonly { id: string; email: string; firstName: string; role: string }[],
): Promise<void> {
  const tokens = await issueOneTimeTokens(db, {
    userIds: newUsers.map((user) => user.id),
    purpose: RESET_PASSWORD_PURPOSE,
    ttlMs: SET_PASSWORD_HOURS * 3600_000,
  });
  const mails = newUsers.map((user, i) => {
    const url = changePasswordUrl(deps.config.publicUrl, user.id, tokens[i] ?? '');
    const content = setPasswordMail({
      firstName: user.firstName,
      role: user.role,
      url,
      validHours: SET_PASSWORD_HOURS,
    });
    return { to: user.email, ...content };
  });
  await deps.mail.queueMany(db, mails);
}
