import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { storeTicket, takeTicket } from './queries.ts';

export const TICKET_SECONDS = 60;
const hash = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('hex');

/** The user and sign-in a stream ticket was issued to. */
export interface TicketHolder {
  userId: string;
  signInId: string;
}

/**
 * A random ticket for one user's sign-in; only its hash is kept, and it is good for one minute.
 * The sign-in id leads the ticket: the stored hash covers it, so it cannot be changed.
 */
export async function issueStreamTicket(db: Db, userId: string, signInId: string): Promise<string> {
  const ticket = `${signInId}.${crypto.randomBytes(32).toString('base64url')}`;
  // Old tickets are swept as each is stored, so the table stays small without a job.
  await storeTicket(db, { ticketHash: hash(ticket), userId, expiresAt: new Date(Date.now() + TICKET_SECONDS * 1000) });
  return ticket;
}

/** The ticket's user and sign-in, once: the check and the deletion are one statement. */
export async function consumeStreamTicket(db: Db, ticket: string): Promise<TicketHolder | null> {
  if (!ticket || ticket.length > 200) return null;
  const signInId = ticket.slice(0, Math.max(0, ticket.lastIndexOf('.')));
  if (!signInId) return null;
  const userId = await takeTicket(db, hash(ticket));
  return userId ? { userId, signInId } : null;
}
