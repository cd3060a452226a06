CREATE TABLE "payment_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" text NOT NULL,
	"curriculum_id" text NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_payment_idx" ON "payment_orders" USING btree ("payment_id") WHERE "payment_orders"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id");--> statement-breakpoint
-- A student is enrolled in a curriculum once; drop any repeated student rows kept so far.
DELETE FROM "enrolments" a USING "enrolments" b WHERE a."subject" IS NULL AND b."subject" IS NULL AND a."user_id" = b."user_id" AND a."curriculum_code" = b."curriculum_code" AND (a."created_at", a."id") > (b."created_at", b."id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_student_once_idx" ON "enrolments" USING btree ("user_id","curriculum_code") WHERE "enrolments"."subject" is null;