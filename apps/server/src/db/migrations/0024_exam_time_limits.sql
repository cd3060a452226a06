CREATE TABLE "accommodations" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text NOT NULL,
	"user_id" text NOT NULL,
	"extra_minutes" integer,
	"ends_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "time_limit_minutes" integer;--> statement-breakpoint
-- hand-written: an attempt's own end is added empty, set to its test's end (every attempt so far
-- had the window alone), then required, so a school's existing attempts keep the end they had.
ALTER TABLE "attempts" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: (continued) the existing attempts end with their test's window.
UPDATE "attempts" SET "ends_at" = a."ends_at" FROM "assessments" AS a WHERE a."id" = "attempts"."test_id";--> statement-breakpoint
-- hand-written: (continued) from now on every attempt has its own end.
ALTER TABLE "attempts" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_multiplier" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_test_id_assessments_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accommodations_test_user_idx" ON "accommodations" USING btree ("test_id","user_id");--> statement-breakpoint
CREATE INDEX "attempts_open_ends_at_idx" ON "attempts" USING btree ("ends_at") WHERE "attempts"."submitted_at" is null;