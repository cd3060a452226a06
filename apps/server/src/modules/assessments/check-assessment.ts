import {
  assessmentFieldIssues,
  correctionModeOf,
  defaultReviewAfter,
  drawIssue,
  effectiveMaxWeightage,
  paperMarks,
  selectionIssue,
  weightageIssue,
} from '@kaksha/contracts/assessment-rules';
import type { CreateAssessmentInput } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { todayIn, zonedInstant } from '@kaksha/contracts/school-time';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { assessments, QuestionRow } from '../../db/schema/index.ts';
import { badRequest, badRequestFromIssues } from '../../http/errors.ts';
import { curriculumNameOf, questionPlaceIssue, questionsByIds } from '../templates/index.ts';
import { findTemplateRow, subjectExists } from './queries.ts';

export type AssessmentInput = z.output<typeof CreateAssessmentInput>;

/** The stored fields an assessment's form decides (not its id, testID, author or dates of record). */
export type AssessmentValues = Omit<
  typeof assessments.$inferInsert,
  'id' | 'testId' | 'createdBy' | 'createDate' | 'updatedAt' | 'draft'
>;

/** A checked assessment: the row's values and the library questions to freeze into it (the pool). */
export interface CheckedAssessment {
  values: AssessmentValues;
  questions: QuestionRow[];
}

export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The questionIDs the test is made of: the template's (Use Template) or the ones picked. */
async function chosenIds(db: Db, input: AssessmentInput): Promise<string[]> {
  if (input.assessmentType !== 'Use Template') return [...new Set(input.question_ids.map((q) => q.questionID))];
  const template = await findTemplateRow(db, input.templateID ?? '');
  if (!template) throw fieldError('templateID', 'Template not found');
  if (template.curriculumCode !== input.curriculumCode || template.subject !== input.subject)
    throw fieldError('templateID', messages.questionNotInPlace);
  return template.questionIds;
}

/** The marks a question carries in the test: in Optional mode every question is worth optQuestionMarks. */
export const marksIn = (input: Pick<AssessmentInput, 'assignmentMode' | 'optQuestionMarks'>, q: QuestionRow) =>
  input.assignmentMode === 'Optional' ? (input.optQuestionMarks ?? 0) : q.questionMarks;

/**
 * Every rule of the assessment form, re-checked with the server's today and the questions' real
 * marks; creation and every edit before the test opens go through it, so a field added to the
 * form is checked alike. A drawn test's limits are checked on one student's paper (N questions of
 * the pool's one mark), not on the pool.
 */
export async function checkAssessment(db: Db, input: AssessmentInput, timeZone: string): Promise<CheckedAssessment> {
  const issues = assessmentFieldIssues(input, todayIn(timeZone));
  if (issues.length) throw badRequestFromIssues(issues);
  const curriculum = await curriculumNameOf(db, input.curriculumCode);
  if (!(await subjectExists(db, input.curriculumCode, input.subject)))
    throw fieldError('subject', 'Subject not found in this curriculum');
  const ids = await chosenIds(db, input);
  if (ids.length === 0) throw fieldError('question_ids', messages.pleaseSelectQuestions);
  const found = await questionsByIds(db, ids);
  const placeIssue = questionPlaceIssue(input, ids, found);
  if (placeIssue) throw fieldError('question_ids', placeIssue);
  const pool = found.map((q) => marksIn(input, q));
  const draw = input.assessmentType === 'Use Template' ? input.drawQuestions : null;
  const drawn = drawIssue(draw, pool);
  if (drawn) throw fieldError(drawn.path, drawn.message);
  const paper = paperMarks(draw, pool);
  const selection = selectionIssue({ ...input, maxWeightage: effectiveMaxWeightage(input) }, paper);
  if (selection) throw fieldError('question_ids', selection);
  const weightage = weightageIssue(input, paper);
  if (weightage) throw fieldError(weightage.path, weightage.message);

  const optional = input.assignmentMode === 'Optional';
  return {
    questions: found,
    values: {
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
      totalQuestions: paper.length,
      drawQuestions: draw,
      shuffleQuestions: input.shuffleQuestions,
      timeLimitMinutes: input.timeLimitMinutes ?? null,
    },
  };
}
