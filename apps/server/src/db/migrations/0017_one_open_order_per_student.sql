-- Until now a second BUY NOW could record a second open order. Before one open order per student
-- and curriculum is enforced, every open order but the newest of each pair is marked replaced (a
-- late payment on it is still honoured), so the index can be built on a school's existing data.
UPDATE "payment_orders" AS o SET "status" = 'replaced'
WHERE o."status" = 'created'
  AND EXISTS (
    SELECT 1 FROM "payment_orders" AS newer
    WHERE newer."status" = 'created'
      AND newer."user_id" = o."user_id"
      AND newer."curriculum_id" = o."curriculum_id"
      AND (newer."created_at", newer."order_id") > (o."created_at", o."order_id")
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("user_id","curriculum_id") WHERE "payment_orders"."status" = 'created';
