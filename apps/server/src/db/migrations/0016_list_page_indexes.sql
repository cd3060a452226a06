CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_live_role_state_name_idx" ON "users" USING btree ("role",(case when "is_rejected" then 'Rejected' when "is_active" then 'Active' when "accepted_at" is not null then 'Inactive' else 'Awaiting acceptance' end),lower("first_name"),"id") INCLUDE ("first_name", "is_rejected", "is_active", "accepted_at") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_staff_name_idx" ON "users" USING btree (lower("first_name"),"id") WHERE "users"."deleted_at" is null and "users"."role" <> 'student';--> statement-breakpoint
-- INCLUDE (written here by hand: the schema's index builder has no INCLUDE) lets a page's ids be
-- read from the index alone: lower(first_name) and the state are computed from the included
-- columns, so a page deep in the list skips its 15,000 earlier rows without reading the table.
DROP INDEX IF EXISTS "users_live_role_first_name_idx";--> statement-breakpoint
CREATE INDEX "users_live_role_first_name_idx" ON "users" USING btree ("role",lower("first_name"),"id") INCLUDE ("first_name") WHERE "users"."deleted_at" is null;
