import crypto from 'node:crypto';
import { copyName, messages, type SubjectInput, subjectWithinCurriculumIssues } from '@kaksha/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { chapters, courses, questions, type SubjectRow, subjects } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, badRequestFromIssues, conflict, notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { assertCopyable } from './policy.ts';
import { findCurriculumByCode } from './queries.ts';

type Input = SubjectInput;

export async function findSubject(db: Queryable, id: string): Promise<SubjectRow> {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, id)).limit(1);
  if (!row) throw notFound(messages.subjectNotFound);
  return row;
}

export async function findSubjectByName(db: Queryable, curriculumCode: string, subject: string): Promise<SubjectRow> {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, curriculumCode), eq(subjects.subject, subject)))
    .limit(1);
  if (!row) throw notFound(messages.subjectNotFound);
  return row;
}

async function nameTaken(db: Queryable, curriculumCode: string, subject: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, curriculumCode), eq(subjects.subject, subject)))
    .limit(1);
  return Boolean(row);
}

/** Refuses subject dates outside the curriculum's, with the message beside each date. */
function assertWithinCurriculum(input: Input, curriculum: { startDate: string; endDate: string }): void {
  const issues = subjectWithinCurriculumIssues(input, curriculum);
  if (issues.length) throw badRequestFromIssues(issues);
}

const fields = (input: Input) => ({
  subject: input.subject,
  subjectInfo: sanitizeRichText(input.subjectInfo ?? ''),
  startDate: input.startDate,
  endDate: input.endDate,
  minCredits: input.minCredits,
  maxCredits: input.maxCredits,
  practicalSession: input.practicalSession,
});

export async function addSubject(deps: AppDeps, input: Input): Promise<SubjectRow> {
  const curriculum = await findCurriculumByCode(deps.db, input.curriculumCode);
  assertWithinCurriculum(input, curriculum);
  if (await nameTaken(deps.db, curriculum.curriculumCode, input.subject)) throw conflict(messages.subjectTaken);
  const [row] = await deps.db
    .insert(subjects)
    .values({
      id: crypto.randomUUID(),
      curriculum: curriculum.curriculum,
      curriculumCode: curriculum.curriculumCode,
      ...fields(input),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(messages.subjectTaken);
  return row;
}

/**
 * Updates a subject in its curriculum. A new name is carried to its chapter content and
 * questions in the same transaction, so they stay under the subject.
 */
export async function updateSubject(deps: AppDeps, id: string, input: Input): Promise<SubjectRow> {
  const current = await findSubject(deps.db, id);
  if (input.curriculumCode !== current.curriculumCode) {
    throw badRequest(messages.subjectCurriculumFixed, [
      { field: 'curriculumCode', message: messages.subjectCurriculumFixed },
    ]);
  }
  assertWithinCurriculum(input, await findCurriculumByCode(deps.db, current.curriculumCode));
  const renamed = input.subject !== current.subject;
  if (renamed && (await nameTaken(deps.db, current.curriculumCode, input.subject)))
    throw conflict(messages.subjectTaken);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.update(subjects).set(fields(input)).where(eq(subjects.id, id)).returning();
    if (renamed) {
      const place = (t: typeof courses | typeof questions) =>
        and(eq(t.curriculumCode, current.curriculumCode), eq(t.subject, current.subject));
      await tx.update(courses).set({ subject: input.subject }).where(place(courses));
      await tx.update(questions).set({ subject: input.subject }).where(place(questions));
    }
    if (!row) throw notFound(messages.subjectNotFound);
    return row;
  });
}

/** Deletes a subject with its topics, chapters and questions, in one transaction. */
export async function deleteSubject(
  deps: AppDeps,
  actor: AuditActor,
  body: { curriculum: string; curriculumCode: string; subject: string },
) {
  const row = await findSubjectByName(deps.db, body.curriculumCode, body.subject);
  if (row.curriculum !== body.curriculum) throw notFound(messages.subjectNotFound);
  await deps.db.transaction(async (tx) => {
    const place = (t: typeof courses | typeof questions) =>
      and(eq(t.curriculumCode, row.curriculumCode), eq(t.subject, row.subject));
    const courseIds = (await tx.select({ id: courses.id }).from(courses).where(place(courses))).map((c) => c.id);
    if (courseIds.length) await tx.delete(chapters).where(inArray(chapters.courseId, courseIds));
    await tx.delete(courses).where(place(courses));
    await tx.delete(questions).where(place(questions));
    await tx.delete(subjects).where(eq(subjects.id, row.id));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'subject',
      entityId: row.id,
      summary: `Deleted subject ${row.subject} of ${row.curriculumCode} with its topics, chapters and questions`,
      before: { curriculumCode: row.curriculumCode, subject: row.subject },
    });
  });
}

/** Copies a subject in its curriculum as "subject (copy)"; a copy cannot be copied again. */
export async function copySubject(deps: AppDeps, actor: AuditActor, id: string): Promise<SubjectRow> {
  const source = await findSubject(deps.db, id);
  assertCopyable(source.subject);
  return deps.db.transaction(async (tx) => {
    let n = 1;
    while (await nameTaken(tx, source.curriculumCode, copyName(source.subject, n))) n++;
    const [row] = await tx
      .insert(subjects)
      .values({ ...source, id: crypto.randomUUID(), subject: copyName(source.subject, n), createDate: new Date() })
      .returning();
    if (!row) throw new Error('subject copy not inserted');
    await recordAudit(tx, {
      actor,
      action: 'copy',
      entity: 'subject',
      entityId: row.id,
      summary: `Copied subject ${source.subject} of ${source.curriculumCode} as ${row.subject}`,
    });
    return row;
  });
}
