ALTER TABLE "users" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "templates_create_date_idx" ON "templates" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "courses_create_date_idx" ON "courses" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "curricula_create_date_idx" ON "curricula" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "questions_create_date_idx" ON "questions" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "users_role_first_name_idx" ON "users" USING btree ("role",lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
-- Users active today were accepted (or made active by an admin); a later deactivation shows them as Inactive.
UPDATE "users" SET "accepted_at" = "created_at" WHERE "is_active" = true;
