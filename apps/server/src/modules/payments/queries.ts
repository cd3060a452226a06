import { and, desc, eq, gt, isNull } from 'drizzle-orm';
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

/** An order is reused for a day: long enough for a second tab or a retry, short of a stale one. */
const OPEN_ORDER_MS = 24 * 60 * 60_000;

/**
 * The student's latest unpaid order for this curriculum at this amount with this provider, if it
 * is less than a day old. BUY NOW reuses it, so two tabs or a second click pay one order, which
 * the provider takes only once, instead of two orders charged twice.
 */
export async function findOpenOrder(
  db: Db,
  o: { userId: string; curriculumId: string; amount: number; provider: string },
  now = new Date(),
) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, o.userId),
        eq(paymentOrders.curriculumId, o.curriculumId),
        eq(paymentOrders.amount, o.amount),
        eq(paymentOrders.provider, o.provider),
        eq(paymentOrders.status, 'created'),
        gt(paymentOrders.createdAt, new Date(now.getTime() - OPEN_ORDER_MS)),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row ?? null;
}
