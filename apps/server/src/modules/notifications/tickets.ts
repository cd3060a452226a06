import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { streamTickets } from '../../db/schema/index.ts';

export const TICKET_SECONDS = 60;
const hash = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('hex');

/** A random ticket for one user; only its hash is kept, and it is good for one minute. */
export async function issueStreamTicket(db: Db, userId: string): Promise<string> {
  const ticket = crypto.randomBytes(32).toString('base64url');
  // Old tickets are swept here, so the table stays small without a job.
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, new Date()));
  await db
    .insert(streamTickets)
    .values({ ticketHash: hash(ticket), userId, expiresAt: new Date(Date.now() + TICKET_SECONDS * 1000) });
  return ticket;
}

/** The ticket's user, once: the check and the deletion are one statement. */
export async function consumeStreamTicket(db: Db, ticket: string): Promise<string | null> {
  if (!ticket || ticket.length > 100) return null;
  const [row] = await db
    .delete(streamTickets)
    .where(and(eq(streamTickets.ticketHash, hash(ticket)), gt(streamTickets.expiresAt, new Date())))
    .returning({ userId: streamTickets.userId });
  return row?.userId ?? null;
}
