import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { AssessmentRow, QuestionRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { pickFields, recordAudit } from '../audit/index.ts';
import { type AssessmentInput, checkAssessment, marksIn } from './check-assessment.ts';
import { insertAssessment } from './queries.ts';

/** What the audit keeps of an assessment: what it is, where, when and how it is marked. */
export const AUDITED_ASSESSMENT_FIELDS = [
  'assessmentName',
  'type',
  'curriculumCode',
  'subject',
  'topic',
  'chapter',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'assignmentMode',
  'maxQuestions',
  'totalQuestions',
  'assessmentType',
  'templateId',
  'reviewAfter',
  'drawQuestions',
  'shuffleQuestions',
  'draft',
  'timeLimitMinutes',
] as const satisfies readonly (keyof AssessmentRow)[];

/** A library question as the test keeps it; in Optional mode every question is worth optQuestionMarks. */
export const frozen = (testRowId: string, q: QuestionRow, position: number, marks: number) => ({
  id: crypto.randomUUID(),
  testId: testRowId,
  position,
  questionId: q.questionId,
  questionType: q.questionType,
  question: q.question,
  questionMarks: marks,
  correctAnswer: q.correctAnswer,
  answer1: q.answer1,
  answer2: q.answer2,
  answer3: q.answer3,
  imageCorrectAnswer: q.imageCorrectAnswer,
  imageAnswer1: q.imageAnswer1,
  imageAnswer2: q.imageAnswer2,
  imageAnswer3: q.imageAnswer3,
  moreAnswers: q.moreAnswers,
  imageQuestion: q.imageQuestion,
});

/** The pool's questions frozen into a test, each with the marks it carries there. */
export const frozenPool = (
  testRowId: string,
  input: Pick<AssessmentInput, 'assignmentMode' | 'optQuestionMarks'>,
  found: readonly QuestionRow[],
) => found.map((q, i) => frozen(testRowId, q, i, marksIn(input, q)));

/**
 * Creates an assessment after re-checking every rule of the form with the server's today and the
 * questions' real marks (check-assessment.ts); the client's correctionMode, createDate and
 * createdBy are ignored.
 */
export async function createAssessment(
  db: Db,
  actor: Actor,
  input: AssessmentInput,
  timeZone: string,
): Promise<AssessmentRow> {
  const { values, questions } = await checkAssessment(db, input, timeZone);
  const id = crypto.randomUUID();
  return db.transaction(async (tx) => {
    const row = await insertAssessment(
      tx,
      { ...values, id, createdBy: actor.userId },
      frozenPool(id, input, questions),
    );
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'assessment',
      entityId: row.testId,
      summary: `Added assessment ${row.testId} ${row.assessmentName} (${row.curriculumCode}, ${row.subject})`,
      after: { ...pickFields(row, AUDITED_ASSESSMENT_FIELDS), questions: questions.map((q) => q.questionId) },
    });
    return row;
  });
}
