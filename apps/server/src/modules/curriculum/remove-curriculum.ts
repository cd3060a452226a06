import { messages } from '@kaksha/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { assessments, chapters, courses, curricula, questions, subjects } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, pickFields, recordAudit } from '../audit/index.ts';
import { curriculumRecords } from './delete-impact.ts';
import { assertDeletable } from './policy.ts';

/**
 * Deletes a curriculum with its subjects, chapter content, questions and the tests nobody sat, in
 * one transaction. Refused (409) while it holds records about people: enrolled students, sittings
 * of its tests, tutoring sessions, purchases or certificates (the same counts the confirmation shows).
 * The curriculum row is locked (FOR UPDATE) before the students are counted, and every enrolment
 * of a student takes a share lock on it first (lockCurriculumForEnrolment), so no student can
 * join between the count and the delete.
 */
export async function removeCurriculum(
  deps: AppDeps,
  actor: AuditActor,
  curriculumCode: string,
  curriculum: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(curricula)
      .where(and(eq(curricula.curriculumCode, curriculumCode), eq(curricula.curriculum, curriculum)))
      .limit(1)
      .for('update');
    if (!row) throw notFound(messages.curriculumNotFound);
    const records = await curriculumRecords(tx, curriculumCode);
    assertDeletable(records);
    const courseIds = (
      await tx.select({ id: courses.id }).from(courses).where(eq(courses.curriculumCode, curriculumCode))
    ).map((c) => c.id);
    if (courseIds.length) await tx.delete(chapters).where(inArray(chapters.courseId, courseIds));
    await tx.delete(courses).where(eq(courses.curriculumCode, curriculumCode));
    await tx.delete(questions).where(eq(questions.curriculumCode, curriculumCode));
    // Nobody sat them (a sitting stops the delete above); their frozen questions and rooms cascade.
    await tx.delete(assessments).where(eq(assessments.curriculumCode, curriculumCode));
    await tx.delete(subjects).where(eq(subjects.curriculumCode, curriculumCode));
    await tx.delete(curricula).where(eq(curricula.id, row.id));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'curriculum',
      entityId: row.id,
      summary: `Deleted curriculum ${row.curriculumCode} with its subjects, chapters, questions and ${records.tests} unsat tests`,
      before: pickFields(row, ['curriculum', 'curriculumCode', 'longName', 'price', 'startDate', 'endDate']),
    });
  });
}
