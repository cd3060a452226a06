import type { UserRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { issueOneTimeToken } from '../../platform/auth/one-time-tokens.ts';

/** How long a new staff member's set-password link works. */
export const SET_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Mails a new staff member a link to choose their password (the change-password page). Returns
 * false when the mail could not be sent: the account stands, and "forgot password" still works.
 */
export async function sendSetPasswordMail(deps: AppDeps, user: UserRow): Promise<boolean> {
  try {
    const token = await issueOneTimeToken(deps.db, {
      userId: user.id,
      purpose: 'reset-password',
      ttlMs: SET_PASSWORD_TTL_MS,
    });
    const link = `${deps.config.publicUrl}/change-password/${encodeURIComponent(user.id)}/${encodeURIComponent(token)}`;
    const name = user.firstName;
    await deps.mailer.send({
      to: user.email,
      subject: 'Your Kaksha account: set your password',
      text: `Hello ${name},\n\nAn account with the role ${user.role} has been created for you on Kaksha.\nChoose your password here (the link works for 72 hours):\n\n${link}\n\nThen sign in with this e-mail address.\n`,
      html: `<p>Hello ${escapeHtml(name)},</p><p>An account with the role ${escapeHtml(user.role)} has been created for you on Kaksha.</p><p><a href="${escapeHtml(link)}">Choose your password</a> (the link works for 72 hours), then sign in with this e-mail address.</p><p>${escapeHtml(link)}</p>`,
    });
    return true;
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'set-password mail not sent');
    return false;
  }
}
