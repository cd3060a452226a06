// What `npm run bench:web` adds to a `seed:large` school before it measures: the sessions its
// calendars draw, and a test open now for a few students to sit. Fixed ids (all `large-web-`), so a
// second run updates the same rows instead of adding more; the times follow the run's clock.
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';

/** The curriculum of the students who sit the test: P2's students are 1, 201, 401... (seed:large). */
const CURRICULUM = { name: 'LRG-BSC-P2', code: 'LRG-BSC-P2-2026', subject: 'Subject 6' };
/** seed:large's students of P2 who are active and accepted: student 1 + 200 k, for k below 20. */
const studentNumber = (k: number) => 1 + 200 * k;
export const testStudentEmail = (k: number) => `student${studentNumber(k)}@large.kaksha.test`;
/** seed:large's admins are every tenth member of staff. */
export const ADMIN_EMAIL = 'staff10@large.kaksha.test';
export const LARGE_PASSWORD = process.env.LARGE_PASSWORD ?? 'Large-School-1!';

export const WEB_BENCH = {
  /** Ten a day for 60 days either side of today: the month view shows about 300 of them. */
  sessionsPerDay: 10,
  sessionDays: 121,
  /** Every third session has 12 students, so session administration (more than 10) lists 400. */
  largeSessionEvery: 3,
  testQuestions: 10,
  testName: 'Screens bench test',
} as const;

/** Adds (or brings up to date) the sessions and the test; returns the test's public id. */
export async function seedWebBench(url: string, students: number): Promise<string> {
  const database = await openPostgres(url, 2, () => {});
  const { db } = database;
  const b = WEB_BENCH;
  const code = CURRICULUM.code;
  const twelve = Array.from({ length: 12 }, (_, k) => `large-student-${studentNumber(k)}`);
  try {
    await db.execute(sql`
      INSERT INTO tutoring_sessions (id, title, curriculum, curriculum_code, subject, start, "end", status, role,
        created_by, students, session_type)
      SELECT 'large-web-session-' || i, 'Session ' || i, ${CURRICULUM.name}, ${code}, ${CURRICULUM.subject},
        date_trunc('day', now()) + make_interval(days => i / ${b.sessionsPerDay} - ${(b.sessionDays - 1) / 2},
          hours => 8 + i % ${b.sessionsPerDay}),
        date_trunc('day', now()) + make_interval(days => i / ${b.sessionsPerDay} - ${(b.sessionDays - 1) / 2},
          hours => 8 + i % ${b.sessionsPerDay}, mins => 45),
        (ARRAY['PENDING','ACCEPTED','REJECTED'])[i % 3 + 1], 'admin', 'large-staff-10',
        CASE WHEN i % ${b.largeSessionEvery} = 0 THEN ${JSON.stringify(twelve)}::jsonb ELSE '[]'::jsonb END, 'Classroom'
      FROM generate_series(0, ${b.sessionsPerDay * b.sessionDays - 1}) AS i
      ON CONFLICT (id) DO UPDATE SET start = excluded.start, "end" = excluded."end"`);
    // The test: open from two days ago to two days ahead (whatever the school's time zone), no time
    // limit, ten questions of the library.
    await db.execute(sql`
      INSERT INTO assessments (id, assessment_name, type, curriculum, curriculum_code, subject, start_date, end_date,
        start_time, end_time, starts_at, ends_at, assignment_mode, max_questions, max_weightage, assessment_type,
        correction_mode, total_questions)
      VALUES ('large-web-test', ${b.testName}, 'Private', ${CURRICULUM.name}, ${code}, ${CURRICULUM.subject},
        to_char(now() - interval '2 days', 'YYYY-MM-DD'), to_char(now() + interval '2 days', 'YYYY-MM-DD'), '00:00',
        '23:59', date_trunc('day', now()) - interval '2 days', date_trunc('day', now()) + interval '3 days' - interval '1 minute',
        'Mandatory', ${b.testQuestions},
        ${b.testQuestions * 2}, 'Students', 'automatic', ${b.testQuestions})
      ON CONFLICT (id) DO UPDATE SET start_date = excluded.start_date, end_date = excluded.end_date,
        starts_at = excluded.starts_at, ends_at = excluded.ends_at`);
    await db.execute(sql`
      INSERT INTO test_questions (id, test_id, position, question_id, question_type, question, question_marks,
        correct_answer, answer1, answer2, answer3)
      SELECT 'large-web-tq-' || q.n, 'large-web-test', q.n - 1, q.question_id, q.question_type, q.question,
        q.question_marks, q.correct_answer, q.answer1, q.answer2, q.answer3
      FROM (SELECT row_number() OVER (ORDER BY id) AS n, * FROM questions WHERE id LIKE 'large-q-%'
            ORDER BY id LIMIT ${b.testQuestions}) AS q
      ON CONFLICT (id) DO NOTHING`);
    // Each try sits the test afresh: the last run's attempts go.
    await db.execute(sql`DELETE FROM results WHERE test_id = 'large-web-test'`);
    await db.execute(sql`DELETE FROM attempts WHERE test_id = 'large-web-test'`);
    await db.execute(sql`
      INSERT INTO enrolments (id, user_id, curriculum, curriculum_code)
      SELECT 'large-web-enrolment-' || k, 'large-student-' || (1 + 200 * k), ${CURRICULUM.name}, ${code}
      FROM generate_series(0, ${students - 1}) AS k ON CONFLICT (id) DO NOTHING`);
    const rows = await db.execute(sql`SELECT test_id FROM assessments WHERE id = 'large-web-test'`);
    const testID = (rows as unknown as { rows: { test_id: string }[] }).rows[0]?.test_id;
    if (!testID) throw new Error('the bench test was not stored');
    return testID;
  } finally {
    await database.close();
  }
}
