import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The size of the large school (issue: a school of 50,000 that still feels instant). */
export const LARGE_SCHOOL = {
  students: 50_000,
  staff: 500,
  curricula: 200,
  subjectsPerCurriculum: 5,
  topics: 2_000,
  questions: 20_000,
} as const;

/**
 * Fills the database with a large school in a few set-based statements (INSERT ... SELECT
 * generate_series), so PostgreSQL does it in seconds. Every row id starts with `large-`, and a
 * second run adds nothing (ON CONFLICT DO NOTHING). `passwordHash` is one hash shared by every
 * account: hashing 50,500 passwords one by one would take longer than the rest together.
 */
export async function loadLargeSchool(db: Db, passwordHash: string): Promise<void> {
  const n = LARGE_SCHOOL;
  const subjects = n.curricula * n.subjectsPerCurriculum;
  const statements = [
    sql`INSERT INTO curricula (id, organization_name, organization_code, curriculum_award, short_name, long_name,
          curriculum, curriculum_code, experience, marks_mode, effective_date, start_date, end_date, duration, price, create_date)
        SELECT 'large-cur-' || i, 'Large School', 'LRG', 'BSC', 'P' || i, 'Programme number ' || i,
          'LRG-BSC-P' || i, 'LRG-BSC-P' || i || '-2026', 'Beginner', 'Marks', '2026-01-01', '2026-01-01', '2026-12-31', 1, 100,
          now() - make_interval(mins => i)
        FROM generate_series(1, ${n.curricula}) AS i ON CONFLICT DO NOTHING`,
    sql`INSERT INTO subjects (id, curriculum, curriculum_code, subject, start_date, end_date, create_date)
        SELECT 'large-sub-' || s, 'LRG-BSC-P' || c, 'LRG-BSC-P' || c || '-2026', 'Subject ' || s,
          '2026-01-01', '2026-12-31', now() - make_interval(mins => s)
        FROM generate_series(1, ${subjects}) AS s, LATERAL (SELECT (s - 1) / ${n.subjectsPerCurriculum} + 1 AS c) AS k
        ON CONFLICT DO NOTHING`,
    sql`INSERT INTO courses (id, curriculum, curriculum_code, subject, topic, create_date)
        SELECT 'large-topic-' || t, 'LRG-BSC-P' || c, 'LRG-BSC-P' || c || '-2026', 'Subject ' || s, 'Topic ' || t,
          now() - make_interval(mins => t)
        FROM generate_series(1, ${n.topics}) AS t,
          LATERAL (SELECT (t - 1) % ${subjects} + 1 AS s) AS a,
          LATERAL (SELECT (a.s - 1) / ${n.subjectsPerCurriculum} + 1 AS c) AS b
        ON CONFLICT DO NOTHING`,
    sql`INSERT INTO chapters (id, course_id, position, chapter)
        SELECT 'large-ch-' || t, 'large-topic-' || t, 0, 'Chapter ' || t
        FROM generate_series(1, ${n.topics}) AS t ON CONFLICT DO NOTHING`,
    sql`INSERT INTO videos (id, chapter_id, file_name, file_location, created_at)
        SELECT 'large-video-' || t, 'large-ch-' || t, 'Lesson ' || t || '.mp4', 'videos/large-' || t || '.mp4',
          now() - make_interval(mins => t)
        FROM generate_series(1, ${n.topics}) AS t ON CONFLICT DO NOTHING`,
    sql`INSERT INTO questions (id, curriculum, curriculum_code, subject, topic, chapter, question_type, question_marks,
          question, correct_answer, answer1, answer2, answer3, create_date)
        SELECT 'large-q-' || q, 'LRG-BSC-P' || c, 'LRG-BSC-P' || c || '-2026', 'Subject ' || s, 'Topic ' || t, 'Chapter ' || t,
          'Multi', 2, '<p>Question ' || q || ': what is ' || q || ' + 1?</p>', (q + 1)::text, q::text, (q + 2)::text, (q * 2)::text,
          now() - make_interval(secs => q)
        FROM generate_series(1, ${n.questions}) AS q,
          LATERAL (SELECT (q - 1) % ${n.topics} + 1 AS t) AS a,
          LATERAL (SELECT (a.t - 1) % ${subjects} + 1 AS s) AS b,
          LATERAL (SELECT (b.s - 1) / ${n.subjectsPerCurriculum} + 1 AS c) AS d
        ON CONFLICT DO NOTHING`,
    // Students: most active, some awaiting acceptance, rejected or deactivated, so the state filter has work.
    sql`INSERT INTO users (id, email, password_hash, role, first_name, last_name, mobile, is_active, is_email_verified,
          is_rejected, accepted_at, curriculum, curriculum_code, created_at)
        SELECT 'large-student-' || i, 'student' || i || '@large.kaksha.test', ${passwordHash}, 'student',
          (ARRAY['Aarav','Diya','Ishaan','Kavya','Rohan','Saanvi','Vihaan','Anaya','Arjun','Meera'])[i % 10 + 1],
          'Student ' || i, '9' || lpad(i::text, 9, '0'),
          i % 20 <> 0, true, i % 50 = 5, CASE WHEN i % 40 <> 20 THEN now() END,
          'LRG-BSC-P' || (i % ${n.curricula} + 1), 'LRG-BSC-P' || (i % ${n.curricula} + 1) || '-2026',
          now() - make_interval(secs => i)
        FROM generate_series(1, ${n.students}) AS i ON CONFLICT DO NOTHING`,
    sql`INSERT INTO users (id, email, password_hash, role, first_name, last_name, is_active, is_email_verified, accepted_at, created_at)
        SELECT 'large-staff-' || i, 'staff' || i || '@large.kaksha.test', ${passwordHash},
          CASE WHEN i % 10 = 0 THEN 'admin' ELSE 'teacher' END,
          (ARRAY['Asha','Vikram','Nisha','Rahul','Priya'])[i % 5 + 1], 'Staff ' || i, true, true, now(),
          now() - make_interval(secs => i)
        FROM generate_series(1, ${n.staff}) AS i ON CONFLICT DO NOTHING`,
    // Fresh statistics and visibility map: counts read indexes alone and plans use the new indexes.
    sql`VACUUM ANALYZE`,
  ];
  for (const statement of statements) await db.execute(statement);
}
