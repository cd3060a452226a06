import crypto from 'node:crypto';
import {
  assessmentFieldIssues,
  correctionModeOf,
  defaultReviewAfter,
  effectiveMaxWeightage,
  selectionIssue,
  weightageIssue,
} from '@kaksha/contracts/assessment-rules';
import type { CreateAssessmentInput } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { todayIn, zonedInstant } from '@kaksha/contracts/school-time';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AssessmentRow, QuestionRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, badRequestFromIssues } from '../../http/errors.ts';
import { pickFields, recordAudit } from '../audit/index.ts';
import { curriculumNameOf, questionPlaceIssue, questionsByIds } from '../templates/index.ts';
import { findTemplateRow, insertAssessment, subjectExists } from './queries.ts';

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
  'timeLimitMinutes',
] as const satisfies readonly (keyof AssessmentRow)[];

type Input = z.output<typeof CreateAssessmentInput>;

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

async function assertSubject(db: Db, curriculumCode: string, subject: string): Promise<void> {
  if (!(await subjectExists(db, curriculumCode, subject)))
    throw fieldError('subject', 'Subject not found in this curriculum');
}

/** The questionIDs the test is made of: the template's (Use Template) or the ones picked. */
async function chosenIds(db: Db, input: Input): Promise<string[]> {
  if (input.assessmentType !== 'Use Template') return [...new Set(input.question_ids.map((q) => q.questionID))];
  const template = await findTemplateRow(db, input.templateID ?? '');
  if (!template) throw fieldError('templateID', 'Template not found');
  if (template.curriculumCode !== input.curriculumCode || template.subject !== input.subject)
    throw fieldError('templateID', messages.questionNotInPlace);
  return template.questionIds;
}

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
});

/**
 * Creates an assessment after re-checking every rule of the form with the server's today and the
 * questions' real marks; the client's correctionMode, createDate and createdBy are ignored.
 */
export async function createAssessment(db: Db, actor: Actor, input: Input, timeZone: string): Promise<AssessmentRow> {
  const issues = assessmentFieldIssues(input, todayIn(timeZone));
  if (issues.length) throw badRequestFromIssues(issues);
  const curriculum = await curriculumNameOf(db, input.curriculumCode);
  await assertSubject(db, input.curriculumCode, input.subject);
  const ids = await chosenIds(db, input);
  if (ids.length === 0) throw fieldError('question_ids', messages.pleaseSelectQuestions);
  const found = await questionsByIds(db, ids);
  const placeIssue = questionPlaceIssue(input, ids, found);
  if (placeIssue) throw fieldError('question_ids', placeIssue);
  const selection = selectionIssue(
    { ...input, maxWeightage: effectiveMaxWeightage(input) },
    found.map((q) => q.questionMarks),
  );
  if (selection) throw fieldError('question_ids', selection);
  const weightage = weightageIssue(
    input,
    found.map((q) => q.questionMarks),
  );
  if (weightage) throw fieldError(weightage.path, weightage.message);

  const optional = input.assignmentMode === 'Optional';
  const id = crypto.randomUUID();
  return db.transaction(async (tx) => {
    const row = await insertAssessment(
      tx,
      {
        id,
        assessmentName: input.assessmentName,
        type: input.type,
        curriculum,
        curriculumCode: input.curriculumCode,
        subject: input.subject,
        topic: input.topic,
        chapter: input.chapter,
        startDate: input.startdate,
        endDate: input.enddate,
        startTime: input.startTime,
        endTime: input.endTime,
        startsAt: zonedInstant(input.startdate, input.startTime, timeZone),
        endsAt: zonedInstant(input.enddate, input.endTime, timeZone),
        assignmentMode: input.assignmentMode,
        maxQuestions: input.maxQuestions,
        optionalQuestions: optional ? input.optionalQuestions : null,
        optQuestionMarks: optional ? input.optQuestionMarks : null,
        maxWeightage: effectiveMaxWeightage(input),
        labSession: input.labSession,
        assessmentType: input.assessmentType,
        templateId: input.assessmentType === 'Use Template' ? input.templateID : null,
        correctionMode: correctionModeOf(found.map((q) => q.questionType)),
        reviewAfter: input.reviewAfter ?? defaultReviewAfter(input.type),
        totalQuestions: found.length,
        timeLimitMinutes: input.timeLimitMinutes,
        createdBy: actor.userId,
      },
      found.map((q, i) => frozen(id, q, i, optional ? (input.optQuestionMarks ?? 0) : q.questionMarks)),
    );
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'assessment',
      entityId: row.testId,
      summary: `Added assessment ${row.testId} ${row.assessmentName} (${row.curriculumCode}, ${row.subject})`,
      after: { ...pickFields(row, AUDITED_ASSESSMENT_FIELDS), questions: found.map((q) => q.questionId) },
    });
    return row;
  });
}
