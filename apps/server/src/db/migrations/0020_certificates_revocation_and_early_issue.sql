DROP INDEX "certificates_user_curriculum_idx";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "basis" text DEFAULT 'completion' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issue_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_curriculum_idx" ON "certificates" USING btree ("user_id","curriculum_code") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
-- Hand-written: certificates issued before completion was checked are marked so, for the administrator to keep or revoke.
UPDATE "certificates" SET "basis" = 'unchecked';
