ALTER TABLE "curricula" ADD COLUMN "copied_from" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "copied_from" text;--> statement-breakpoint
CREATE UNIQUE INDEX "curricula_code_lower_idx" ON "curricula" USING btree (lower("curriculum_code"));