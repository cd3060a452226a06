CREATE TABLE "people_search" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_active" boolean NOT NULL,
	"is_rejected" boolean NOT NULL,
	"accepted_at" timestamp with time zone,
	"name_text" text NOT NULL,
	"email_text" text NOT NULL,
	"mobile_text" text NOT NULL
);
--> statement-breakpoint
-- The people lists' search rows: one per live user (deleted_at is null), kept by statement
-- triggers on users in the same transaction. An update writes only the rows whose searched or
-- sorted values changed, so a statement that touches other columns (a password, a curriculum)
-- leaves people_search alone.
CREATE FUNCTION "people_search_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Users this statement deleted (or whose id it changed) leave the search.
    DELETE FROM "people_search" WHERE "user_id" IN (SELECT o."id" FROM old_rows o)
      AND "user_id" NOT IN (SELECT n."id" FROM new_rows n WHERE n."deleted_at" IS NULL);
  END IF;
  INSERT INTO "people_search" AS s ("user_id", "role", "name_key", "created_at", "is_active", "is_rejected", "accepted_at", "name_text", "email_text", "mobile_text")
    SELECT u."id", u."role", lower(u."first_name"), u."created_at", u."is_active", u."is_rejected", u."accepted_at",
      lower(u."first_name" || ' ' || u."last_name"), lower(u."email"), lower(u."mobile")
    FROM new_rows u
    WHERE u."deleted_at" IS NULL
  ON CONFLICT ("user_id") DO UPDATE SET
    "role" = excluded."role", "name_key" = excluded."name_key",
    "created_at" = excluded."created_at", "is_active" = excluded."is_active", "is_rejected" = excluded."is_rejected",
    "accepted_at" = excluded."accepted_at", "name_text" = excluded."name_text", "email_text" = excluded."email_text",
    "mobile_text" = excluded."mobile_text"
  WHERE (s."role", s."name_key", s."created_at", s."is_active", s."is_rejected", s."accepted_at", s."name_text", s."email_text", s."mobile_text")
    IS DISTINCT FROM (excluded."role", excluded."name_key", excluded."created_at", excluded."is_active", excluded."is_rejected", excluded."accepted_at", excluded."name_text", excluded."email_text", excluded."mobile_text");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "people_search_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "people_search" WHERE "user_id" IN (SELECT o."id" FROM old_rows o);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "people_search_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "people_search";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_search_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "people_search_on_change"();
--> statement-breakpoint
CREATE TRIGGER "users_search_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "people_search_on_change"();
--> statement-breakpoint
CREATE TRIGGER "users_search_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "people_search_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "users_search_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "people_search_on_truncate"();
--> statement-breakpoint
INSERT INTO "people_search" ("user_id", "role", "name_key", "created_at", "is_active", "is_rejected", "accepted_at", "name_text", "email_text", "mobile_text")
SELECT u."id", u."role", lower(u."first_name"), u."created_at", u."is_active", u."is_rejected", u."accepted_at",
      lower(u."first_name" || ' ' || u."last_name"), lower(u."email"), lower(u."mobile")
FROM "users" u WHERE u."deleted_at" IS NULL;
--> statement-breakpoint
-- The searches' trigram indexes (as 0014 made them on users), where pg_trgm is available.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "people_search_name_trgm_idx" ON "people_search" USING gin ("name_text" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "people_search_email_trgm_idx" ON "people_search" USING gin ("email_text" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "people_search_mobile_trgm_idx" ON "people_search" USING gin ("mobile_text" gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
-- The people lists search people_search now; these indexes on users (0014) would only cost writes.
DROP INDEX IF EXISTS "users_search_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_email_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_mobile_trgm_idx";
