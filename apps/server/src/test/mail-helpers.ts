import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** The mails kept in the outbox for an address, newest first. */
export const mailsTo = (db: Db, to: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

/** Waits for a mail sent after the answer (password reset mails go out in the background). */
export async function waitForMail(db: Db, to: string, count = 1, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(db, to);
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The id and token of a mailed link such as /email-verification/:id/:token. */
export function linkParts(text: string, page: 'email-verification' | 'change-password') {
  const match = text.match(new RegExp(`(https?://[^\\s/]+)/${page}/([^/\\s]+)/([^/\\s]+)`));
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no ${page} link in: ${text}`);
  return { origin: match[1], id: decodeURIComponent(match[2]), token: decodeURIComponent(match[3]) };
}
