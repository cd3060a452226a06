ALTER TABLE "assessments" ADD COLUMN "review_after" text DEFAULT 'close' NOT NULL;--> statement-breakpoint
-- Hand-written: informal (Public) tests made before this setting keep showing marks at submit.
UPDATE "assessments" SET "review_after" = 'submit' WHERE "type" = 'Public';
