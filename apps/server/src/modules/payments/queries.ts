import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { curricula, enrolments, paymentOrders } from '../../db/schema/index.ts';

export async function findCurriculumById(db: Db, id: string) {
  const [row] = await db.select().from(curricula).where(eq(curricula.id, id)).limit(1);
  return row ?? null;
}

export async function findOrder(db: Db, orderId: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)).limit(1);
  return row ?? null;
}

/** True when the student already has this curriculum (as a student: no subject). */
export async function isEnrolled(db: Db, userId: string, curriculumCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(eq(enrolments.userId, userId), eq(enrolments.curriculumCode, curriculumCode), isNull(enrolments.subject)),
    )
    .limit(1);
  return rows.length > 0;
}

/** The student's paid orders with the curriculum's long name, newest first. */
export function paidOrdersOf(db: Db, userId: string) {
  return db
    .select({ order: paymentOrders, longName: curricula.longName })
    .from(paymentOrders)
    .leftJoin(curricula, eq(curricula.id, paymentOrders.curriculumId))
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
    .orderBy(desc(paymentOrders.paidAt));
}

/**
 * The student's open (unpaid, not replaced) order for this curriculum. There is at most one: a
 * partial unique index on (user, curriculum) where the status is 'created'.
 */
export async function findOpenOrder(db: Db, o: { userId: string; curriculumId: string }) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, o.userId),
        eq(paymentOrders.curriculumId, o.curriculumId),
        eq(paymentOrders.status, 'created'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Retires an open order for a newer one; a no-op when it was paid or replaced meanwhile. */
export async function replaceOrder(db: Db, orderId: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'replaced' })
    .where(and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.status, 'created')));
}
