CREATE TABLE "marking_late_notices" (
	"test_id" text PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "questions_version" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "marking_late_notices" ADD CONSTRAINT "marking_late_notices_test_id_assessments_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;