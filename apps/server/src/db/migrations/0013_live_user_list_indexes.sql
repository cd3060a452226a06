DROP INDEX IF EXISTS "users_role_first_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_role_created_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_live_role_first_name_idx" ON "users" USING btree ("role",lower("first_name"),"id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_live_role_created_idx" ON "users" USING btree ("role","created_at") WHERE "users"."deleted_at" is null;