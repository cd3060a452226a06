CREATE TABLE "live_user_counts" (
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"is_rejected" boolean NOT NULL,
	"accepted" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "live_user_counts_role_is_active_is_rejected_accepted_pk" PRIMARY KEY("role","is_active","is_rejected","accepted")
);
--> statement-breakpoint
-- The people lists' totals: live users (deleted_at is null) by role and state, kept by statement
-- triggers that add what a statement's new rows bring and take away what its old rows had. A
-- statement that changes no role, state or deletion nets to zero and writes nothing.
CREATE FUNCTION "live_user_counts_apply"(delta_rows jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "live_user_counts" ("role", "is_active", "is_rejected", "accepted", "n")
  SELECT d."role", d."is_active", d."is_rejected", d."accepted", sum(d."n")
  FROM jsonb_to_recordset(delta_rows) AS d("role" text, "is_active" boolean, "is_rejected" boolean, "accepted" boolean, "n" bigint)
  GROUP BY 1, 2, 3, 4
  HAVING sum(d."n") <> 0
  ON CONFLICT ("role", "is_active", "is_rejected", "accepted")
  DO UPDATE SET "n" = "live_user_counts"."n" + excluded."n";
$$;
--> statement-breakpoint
CREATE FUNCTION "live_user_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "live_user_counts_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('role', "role", 'is_active', "is_active", 'is_rejected', "is_rejected", 'accepted', "accepted_at" IS NOT NULL, 'n', 1))
    FROM new_rows WHERE "deleted_at" IS NULL), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_user_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "live_user_counts_apply"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('role', "role", 'is_active', "is_active", 'is_rejected', "is_rejected", 'accepted', "accepted_at" IS NOT NULL, 'n', -1))
    FROM old_rows WHERE "deleted_at" IS NULL), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_user_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "live_user_counts_apply"(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('role', "role", 'is_active', "is_active", 'is_rejected', "is_rejected", 'accepted', "accepted_at" IS NOT NULL, 'n', 1) AS x
      FROM new_rows WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT jsonb_build_object('role', "role", 'is_active', "is_active", 'is_rejected', "is_rejected", 'accepted', "accepted_at" IS NOT NULL, 'n', -1)
      FROM old_rows WHERE "deleted_at" IS NULL) AS changes), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_user_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "live_user_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "live_user_counts_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "live_user_counts_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "live_user_counts_on_update"();
--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "live_user_counts_on_truncate"();
--> statement-breakpoint
INSERT INTO "live_user_counts" ("role", "is_active", "is_rejected", "accepted", "n")
SELECT "role", "is_active", "is_rejected", "accepted_at" IS NOT NULL, count(*)
FROM "users" WHERE "deleted_at" IS NULL
GROUP BY 1, 2, 3, 4;
