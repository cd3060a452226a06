import {
  type AssessmentCategory,
  AssessmentFields,
  type AssessmentFieldsValues,
  type AssignmentMode,
  defaultReviewAfter,
  effectiveMaxWeightage,
  type TestType,
} from './assessment-rules.ts';
import type { AssessmentDto } from './assessments.ts';
import { messages } from './messages.ts';
import { zonedInstant } from './school-time.ts';

/**
 * A draft is a copy not yet scheduled (copyAssessment): staff see it with `status` 2, students
 * and teachers do not see it at all. Saving it (updateAssessment, with the creation rules, so its
 * dates are today or later) schedules it.
 */
export const DRAFT_STATUS = 2;

/** Where a test stands by the server's clock: a draft, before it opens, open, or closed. */
export const ASSESSMENT_PHASES = ['draft', 'before', 'open', 'closed'] as const;
export type AssessmentPhase = (typeof ASSESSMENT_PHASES)[number];

export function assessmentPhase(
  test: { draft: boolean; startsAt: Date | string; endsAt: Date | string },
  now: Date,
): AssessmentPhase {
  if (test.draft) return 'draft';
  if (now.getTime() < new Date(test.startsAt).getTime()) return 'before';
  return now.getTime() < new Date(test.endsAt).getTime() ? 'open' : 'closed';
}

/** The phase of an assessment as the API sends it (a draft is status 2). */
export const phaseOf = (a: Pick<AssessmentDto, 'status' | 'startsAt' | 'endsAt'>, now: Date): AssessmentPhase =>
  assessmentPhase({ draft: a.status === DRAFT_STATUS, startsAt: a.startsAt, endsAt: a.endsAt }, now);

export type AssessmentField = keyof AssessmentFieldsValues;
/** Every field of the form (a field added to creation is locked once the test opens, unless listed below). */
export const ASSESSMENT_FIELD_NAMES = Object.keys(AssessmentFields.shape) as AssessmentField[];

/**
 * What may change in each phase. Until the test opens: every field and its questions. Once open:
 * a later end, and when results open. Once closed: a later end for everyone, and nothing else.
 */
export const CHANGEABLE_FIELDS: Record<AssessmentPhase, 'all' | readonly AssessmentField[]> = {
  draft: 'all',
  before: 'all',
  open: ['enddate', 'endTime', 'reviewAfter'],
  closed: ['enddate', 'endTime'],
};

export function mayChange(phase: AssessmentPhase, field: AssessmentField | 'question_ids'): boolean {
  const changeable = CHANGEABLE_FIELDS[phase];
  return changeable === 'all' || (field !== 'question_ids' && changeable.includes(field));
}

/** The note beside the fields that can no longer change, or null while everything can. */
export function lockedNote(phase: AssessmentPhase): string | null {
  if (phase === 'open') return messages.lockedOnceOpen;
  if (phase === 'closed') return messages.lockedOnceClosed;
  return null;
}

/** An assessment as its form's values: to fill the edit form, and to compare an edit with it. */
export function assessmentFormValues(a: AssessmentDto): AssessmentFieldsValues {
  return {
    assessmentName: a.assessmentName,
    type: a.type as TestType,
    curriculumCode: a.curriculumCode,
    subject: a.subject,
    topic: a.topic,
    chapter: a.chapter,
    startdate: a.startdate,
    enddate: a.enddate,
    startTime: a.startTime,
    endTime: a.endTime,
    assignmentMode: a.assignmentMode as AssignmentMode,
    maxQuestions: a.maxQuestions,
    optionalQuestions: a.optionalQuestions,
    optQuestionMarks: a.optQuestionMarks,
    maxWeightage: a.maxWeightage,
    labSession: a.labSession,
    assessmentType: a.assessmentType as AssessmentCategory,
    templateID: a.templateID,
    reviewAfter: a.reviewAfter,
    drawQuestions: a.drawQuestions,
    shuffleQuestions: a.shuffleQuestions,
    timeLimitMinutes: a.timeLimitMinutes,
  };
}

/** A field as the server stores it from these values (fields a mode does not use are stored empty). */
function storedValue(values: AssessmentFieldsValues, field: AssessmentField): unknown {
  switch (field) {
    case 'maxWeightage':
      return effectiveMaxWeightage(values);
    case 'optionalQuestions':
    case 'optQuestionMarks':
      return values.assignmentMode === 'Optional' ? values[field] : null;
    case 'reviewAfter':
      return values.reviewAfter ?? defaultReviewAfter(values.type);
    case 'templateID':
    case 'drawQuestions':
      return values.assessmentType === 'Use Template' ? values[field] : null;
    default:
      return values[field];
  }
}

const blank = (value: unknown) => (value === undefined || value === '' ? null : value);
const same = (a: unknown, b: unknown) => JSON.stringify(blank(a)) === JSON.stringify(blank(b));

type Issue = { path: string; message: string };

export interface EditContext {
  /** The stored end of the test. */
  endsAt: Date | string;
  timeZone: string;
  /** The server's clock. */
  now: Date;
  /** Whether the edit chooses other questions than the test holds. */
  questionsChanged: boolean;
}

/**
 * What an edit may not do in the test's phase: change a field that is locked, choose other
 * questions, move the end earlier, or (closed) set an end that is already past. Nothing before the
 * test opens: then the creation rules decide (assessmentFieldIssues and the paper's rules).
 */
export function editIssues(
  phase: AssessmentPhase,
  before: AssessmentFieldsValues,
  after: AssessmentFieldsValues,
  ctx: EditContext,
): Issue[] {
  if (CHANGEABLE_FIELDS[phase] === 'all') return [];
  const locked = phase === 'open' ? messages.lockedOnceOpen : messages.lockedOnceClosed;
  const issues: Issue[] = ASSESSMENT_FIELD_NAMES.filter(
    (field) => !mayChange(phase, field) && !same(storedValue(before, field), storedValue(after, field)),
  ).map((path) => ({ path, message: locked }));
  if (ctx.questionsChanged) issues.push({ path: 'question_ids', message: messages.questionsLockedOnceOpen });
  const oldEnd = new Date(ctx.endsAt).getTime();
  const newEnd = zonedInstant(after.enddate, after.endTime, ctx.timeZone).getTime();
  if (newEnd < oldEnd) issues.push({ path: 'enddate', message: messages.endOnlyLater });
  else if (phase === 'closed' && newEnd !== oldEnd && newEnd <= ctx.now.getTime())
    issues.push({ path: 'enddate', message: messages.extendBeyondNow });
  return issues;
}
