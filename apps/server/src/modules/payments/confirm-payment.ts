import type { Db } from '../../db/client.ts';
import type { PaymentOrderRow } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { curriculumDates, enrolStudent, findOrder, markOrderPaid } from './queries.ts';

export type Confirmation =
  | { outcome: 'paid' | 'already-paid'; order: PaymentOrderRow }
  | { outcome: 'paid-by-another-payment'; order: PaymentOrderRow }
  | { outcome: 'no-order' };

/**
 * Marks an order paid by a payment the provider vouched for (a verified signature) and enrols
 * the student, in one transaction. Only the first confirmation changes anything: the update is
 * conditional on the order still being unpaid ('created' or 'replaced'), and PostgreSQL makes a concurrent second one
 * wait for the first and then find it paid. Repeats of the same payment answer 'already-paid'.
 */
export async function confirmPayment(
  db: Db,
  /** The student confirming after checkout, or the system (the gateway's webhook). */
  actor: AuditActor,
  orderId: string,
  paymentId: string,
): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const paid = await markOrderPaid(tx, orderId, paymentId);
    if (paid) {
      const curriculum = await curriculumDates(tx, paid.curriculumId);
      await enrolStudent(tx, paid.userId, { ...paid, ...curriculum });
      await recordAudit(tx, {
        actor,
        action: 'confirm-payment',
        entity: 'payment',
        entityId: paid.orderId,
        summary: `Payment ${paymentId} of ${paid.amount / 100} ${paid.currency} confirmed: enrolled in ${paid.curriculumCode}`,
        after: { userId: paid.userId, curriculumCode: paid.curriculumCode, amount: paid.amount, paymentId },
      });
      return { outcome: 'paid', order: paid };
    }
    const order = await findOrder(tx, orderId);
    if (!order) return { outcome: 'no-order' };
    return order.paymentId === paymentId
      ? { outcome: 'already-paid', order }
      : { outcome: 'paid-by-another-payment', order };
  });
}
