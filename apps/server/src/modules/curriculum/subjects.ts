import { copyName } from '@kaksha/contracts/copies';
import { type SubjectInput, subjectWithinCurriculumIssues } from '@kaksha/contracts/curriculum-content';
import { messages } from '@kaksha/contracts/messages';
import type { SubjectRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, badRequestFromIssues, conflict, notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { assertCopyable } from './policy.ts';
import {
  deleteSubjectWithContent,
  findCurriculumByCode,
  findSubject,
  findSubjectByName,
  insertSubject,
  renameSubjectContent,
  subjectNameTaken,
  updateSubjectRow,
} from './queries.ts';

type Input = SubjectInput;

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
  if (await subjectNameTaken(deps.db, curriculum.curriculumCode, input.subject)) throw conflict(messages.subjectTaken);
  const row = await insertSubject(deps.db, {
    curriculum: curriculum.curriculum,
    curriculumCode: curriculum.curriculumCode,
    ...fields(input),
  });
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
  if (renamed && (await subjectNameTaken(deps.db, current.curriculumCode, input.subject)))
    throw conflict(messages.subjectTaken);
  return deps.db.transaction(async (tx) => {
    const row = await updateSubjectRow(tx, id, fields(input));
    if (renamed) await renameSubjectContent(tx, current, input.subject);
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
    await deleteSubjectWithContent(tx, row);
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
    while (await subjectNameTaken(tx, source.curriculumCode, copyName(source.subject, n))) n++;
    const { id: _id, ...rest } = source;
    const row = await insertSubject(tx, { ...rest, subject: copyName(source.subject, n), createDate: new Date() });
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
