-- Admin list searches (lower(column) ILIKE '%words%', db/list-page.ts) read whole tables without
-- these: trigram GIN indexes on exactly the searched lower(...) expressions. pg_trgm ships with
-- PostgreSQL's contrib; where it is not available (PGlite without the extension) the searches stay
-- correct, only unindexed.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "users_search_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "users_search_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "users_search_mobile_trgm_idx" ON "users" USING gin (lower("mobile") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "questions_search_question_trgm_idx" ON "questions" USING gin (lower("question") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "questions_search_question_id_trgm_idx" ON "questions" USING gin (lower("question_id") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "questions_search_curriculum_trgm_idx" ON "questions" USING gin (lower("curriculum") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "questions_search_subject_trgm_idx" ON "questions" USING gin (lower("subject") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "questions_search_chapter_trgm_idx" ON "questions" USING gin (lower("chapter") gin_trgm_ops);
  END IF;
END $$;
