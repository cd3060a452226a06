import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { curricula, enrolments, type PaymentOrderRow, paymentOrders } from '../../db/schema/index.ts';

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

/**
 * Enrols a student in a curriculum, once: the unique index on (user, curriculum) for students
 * makes a second enrolment (a repeated confirmation, a webhook, a race) do nothing.
 */
export async function enrolStudent(
  db: Queryable,
  userId: string,
  curriculum: { curriculum: string; curriculumCode: string; startDate?: string | null; endDate?: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(enrolments)
    .values({
      id: crypto.randomUUID(),
      userId,
      curriculum: curriculum.curriculum,
      curriculumCode: curriculum.curriculumCode,
      startDate: curriculum.startDate ?? null,
      endDate: curriculum.endDate ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: enrolments.id });
  return inserted.length > 0;
}

/**
 * Marks an order paid by `paymentId` if it is still unpaid ('created', or 'replaced': a replaced
 * order paid in a tab left open still counts, the student paid what they saw); undefined when it
 * was not.
 */
export async function markOrderPaid(tx: Db, orderId: string, paymentId: string): Promise<PaymentOrderRow | undefined> {
  const [paid] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', paymentId, paidAt: new Date() })
    .where(and(eq(paymentOrders.orderId, orderId), inArray(paymentOrders.status, ['created', 'replaced'])))
    .returning();
  return paid;
}

/** A curriculum's dates, which an enrolment copies. */
export async function curriculumDates(db: Db, curriculumId: string) {
  const [row] = await db
    .select({ startDate: curricula.startDate, endDate: curricula.endDate })
    .from(curricula)
    .where(eq(curricula.id, curriculumId))
    .limit(1);
  return row;
}

export async function insertOrder(db: Db, order: typeof paymentOrders.$inferInsert): Promise<void> {
  await db.insert(paymentOrders).values(order);
}
