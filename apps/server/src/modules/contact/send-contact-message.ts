import type { ContactForm } from '@kaksha/contracts/contact';
import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { countRequest } from '../accounts/index.ts';
import { contactMail } from './contact-mail.ts';
import { activeAdminAddresses } from './queries.ts';

type Sent = { name: string; email: string; message: string; plan?: ContactForm['plan'] };

/**
 * Queues the visitor's message to every active admin, in one transaction, so either all of them
 * get it or none does. Each client address may send a few messages an hour: the form is public.
 */
export async function sendContactMessage(deps: AppDeps, input: Sent, ip: string) {
  await countRequest(deps.limiters.contactByAddress, ip);
  const queued = await deps.db.transaction(async (tx) => {
    const admins = await activeAdminAddresses(tx);
    for (const to of admins) await deps.mail.queue(tx, contactMail(to, input));
    return admins.length;
  });
  // Saying "sent" with nobody to read it would be a lie; the school must add an admin first.
  if (queued === 0) throw new HttpError(503, messages.contactNobodyToReceive);
  deps.mail.kick();
  return { status: true as const, message: messages.contactSent };
}
