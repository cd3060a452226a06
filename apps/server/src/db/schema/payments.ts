import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A student's order for one curriculum, whichever provider took it. The provider's order id and
 * payment id are unique, so one payment confirms one order once, however often it is reported.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    orderId: text('order_id').primaryKey(),
    provider: text('provider').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    curriculumId: text('curriculum_id').notNull(),
    curriculum: text('curriculum').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    /** In paise (price x 100), as the server priced it. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * created (open: the one the student pays), then paid; replaced when a newer order took its
     * place (the price changed, or it was over a day old). A payment made on a replaced order in
     * a tab left open is still honoured.
     */
    status: text('status').notNull().default('created'),
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    // One open order per student and curriculum: two BUY NOW clicks at once cannot both make one.
    uniqueIndex('payment_orders_open_idx').on(t.userId, t.curriculumId).where(sql`${t.status} = 'created'`),
    index('payment_orders_user_idx').on(t.userId),
  ],
);

/** The built-in test gateway's own orders and payments: what Razorpay keeps on its side. */
export const testGatewayOrders = pgTable('test_gateway_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull().default('created'),
  paymentId: text('payment_id'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
