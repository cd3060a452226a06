import crypto from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AttemptRow } from '../../db/schema/index.ts';

/** A last answer as the submit writes it: already cleaned for its question's type. */
export interface LastWrite {
  questionId: string;
  response: string;
  /** null: written over whatever is stored, one revision up (a client that sends none). */
  revision: number | null;
}

interface ClosedRow {
  id: string;
  test_id: string;
  user_id: string;
  started_at: string | Date;
  submitted_at: string | Date;
  submitted_by: string;
  option_seed: string;
  paper: string[] | null;
  ends_at: string | Date;
}

const lastAnswers = (rows: readonly LastWrite[], now: Date, conflict: SQL) =>
  sql`insert into answers (id, attempt_id, question_id, response, revision, saved_at)
      select v.id, c.id, v.question_id, v.response, v.revision, ${now.toISOString()}::timestamptz
      from closing c
      cross join (values ${sql.join(
        rows.map((r) => sql`(${crypto.randomUUID()}, ${r.questionId}, ${r.response}, ${r.revision ?? 1}::integer)`),
        sql`, `,
      )}) as v(id, question_id, response, revision)
      where c.ends_at > ${now.toISOString()}::timestamptz
        and (c.paper is null or c.paper @> jsonb_build_array(v.question_id))
      on conflict (attempt_id, question_id) ${conflict}`;

/**
 * One write per question (a statement may not change one row twice): the later of two, unless
 * both carry revisions and the earlier is as new or newer, as two saves in a row would leave it.
 */
export function onePerQuestion(last: readonly LastWrite[]): LastWrite[] {
  const byQuestion = new Map<string, LastWrite>();
  for (const write of last) {
    const before = byQuestion.get(write.questionId);
    const olderRevision = before?.revision != null && write.revision !== null && write.revision <= before.revision;
    if (!olderRevision) byQuestion.set(write.questionId, write);
  }
  return [...byQuestion.values()];
}

/**
 * Closes the caller's open attempt of one test in ONE statement, exactly once: the conditional
 * update takes the attempt's row, so of two submits racing only one gets it back, and a save
 * holding the row (`for share`) finishes first. The last answers are written in the same
 * statement, only on the attempt it closed and only before that attempt's own end (late, the
 * attempt closes as the deadline's), and only for questions on the student's paper.
 *
 * Answers undefined when nothing was closed: no attempt, or one already submitted. The caller
 * reads the stored answers in a NEXT statement, whose snapshot holds every save committed before
 * this one took the row (this statement's own snapshot may predate a save it waited for).
 */
export async function closeOpenAttempt(
  db: Db,
  key: { testRowId: string; userId: string },
  last: readonly LastWrite[],
  now: Date,
): Promise<AttemptRow | undefined> {
  const at = now.toISOString();
  const kept = onePerQuestion(last);
  const guarded = kept.filter((w) => w.revision !== null);
  const free = kept.filter((w) => w.revision === null);
  const writes: SQL[] = [];
  if (guarded.length) {
    writes.push(
      sql`, written as (${lastAnswers(
        guarded,
        now,
        sql`do update set response = excluded.response, revision = excluded.revision, saved_at = excluded.saved_at
          where answers.revision < excluded.revision`,
      )})`,
    );
  }
  if (free.length) {
    writes.push(
      sql`, overwritten as (${lastAnswers(
        free,
        now,
        sql`do update set response = excluded.response, revision = answers.revision + 1, saved_at = excluded.saved_at`,
      )})`,
    );
  }
  const res = (await db.execute(sql`
    with closing as (
      update attempts
      set submitted_at = ${at}::timestamptz,
        submitted_by = case when ends_at <= ${at}::timestamptz then 'deadline' else 'student' end
      where test_id = ${key.testRowId} and user_id = ${key.userId} and submitted_at is null
      returning *
    )${sql.join(writes, sql``)}
    select * from closing`)) as unknown as { rows: ClosedRow[] };
  const row = res.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    testId: row.test_id,
    userId: row.user_id,
    startedAt: new Date(row.started_at),
    submittedAt: new Date(row.submitted_at),
    submittedBy: row.submitted_by,
    optionSeed: row.option_seed,
    paper: row.paper,
    endsAt: new Date(row.ends_at),
  };
}
