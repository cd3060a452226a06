import { z } from 'zod';
import { fieldError } from './common.ts';
import { CalendarDate, dayNumber } from './curriculum.ts';
import { messages } from './messages.ts';

/** Template and assessment types (admin spec §9): Private tests are formal, Public informal. */
export const TEST_TYPES = ['Public', 'Private'] as const;
export type TestType = (typeof TEST_TYPES)[number];
export const ASSIGNMENT_MODES = ['Mandatory', 'Optional'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];
/** The assessment form's category: questions picked from the library, or a template's questions. */
export const ASSESSMENT_CATEGORIES = ['Students', 'Use Template'] as const;
export type AssessmentCategory = (typeof ASSESSMENT_CATEGORIES)[number];
/** Per-question marks an Optional assessment may give (admin spec §9). */
export const OPTIONAL_QUESTION_MARKS = [1, 2, 3, 5, 10] as const;
export const CORRECTION_MODES = ['automatic', 'manual'] as const;
export type CorrectionMode = (typeof CORRECTION_MODES)[number];

/**
 * When a student may see each answer's marks, the correct options and the teacher's comments:
 * right after their own submit, or once the test has closed for everyone.
 */
export const REVIEW_AFTER = ['submit', 'close'] as const;
export type ReviewAfter = (typeof REVIEW_AFTER)[number];
/** Formal (Private) tests open their review at the close, so early finishers cannot pass answers on. */
export const defaultReviewAfter = (type: string): ReviewAfter => (type === 'Public' ? 'submit' : 'close');
export const REVIEW_AFTER_LABELS: Record<ReviewAfter, string> = {
  submit: 'When the student submits',
  close: 'When the test closes',
};

/** A time of day as the forms carry it: `HH:mm`, 24-hour, in the school's time zone. */
export const TimeOfDay = z.string({ error: fieldError }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.enterTime);

const PositiveInt = z.coerce
  .number({ error: fieldError })
  .int(messages.positiveWholeNumber)
  .min(1, messages.positiveWholeNumber)
  .max(1000, messages.positiveWholeNumber);

/** The longest time limit a test may have: a school day. */
export const MAX_TIME_LIMIT_MINUTES = 24 * 60;

/**
 * A test's time limit in minutes, counted from each student's own start; empty (null) leaves the
 * window to decide. The form sends its text, so an empty field is no limit, not 0.
 */
export const TimeLimitMinutes = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
  z.coerce
    .number({ error: messages.positiveWholeNumber })
    .int(messages.positiveWholeNumber)
    .min(1, messages.positiveWholeNumber)
    .max(MAX_TIME_LIMIT_MINUTES, messages.timeLimitTooLong)
    .nullable(),
);

/** The standing time multipliers a student may have (extra time for every timed test of theirs). */
export const TIME_MULTIPLIERS = [1, 1.25, 1.5, 2] as const;
export type TimeMultiplier = (typeof TIME_MULTIPLIERS)[number];
export const TimeMultiplier = z.coerce
  .number({ error: messages.chooseTimeMultiplier })
  .refine((value) => (TIME_MULTIPLIERS as readonly number[]).includes(value), messages.chooseTimeMultiplier);
/** "1.5× time"; 1 is the usual time. */
export const timeMultiplierLabel = (multiplier: number) =>
  multiplier === 1 ? 'Usual time (1×)' : `${multiplier}× time`;

/** The fields an admin fills in for an assessment (admin spec §4, §5). */
export const AssessmentFields = z.object({
  assessmentName: z.string({ error: fieldError }).trim().min(1, messages.required).max(200),
  type: z.enum(TEST_TYPES, { error: messages.required }),
  curriculumCode: z.string({ error: fieldError }).trim().min(1, messages.required).max(200),
  subject: z.string({ error: fieldError }).trim().min(1, messages.required).max(200),
  topic: z.string().trim().max(200).default(''),
  chapter: z.string().trim().max(200).default(''),
  startdate: CalendarDate,
  enddate: CalendarDate,
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  assignmentMode: z.enum(ASSIGNMENT_MODES, { error: messages.required }),
  maxQuestions: PositiveInt,
  /** Optional mode only: how many of the answered questions count. */
  optionalQuestions: z.coerce.number().int().min(0).max(1000).nullable().default(null),
  /** Optional mode only: the marks every question of the test is worth. */
  optQuestionMarks: z.coerce.number().int().nullable().default(null),
  /** Mandatory: entered; Optional: optionalQuestions x optQuestionMarks (the server computes it). */
  maxWeightage: z.coerce.number().int().min(0).max(100_000).nullable().default(null),
  labSession: z.boolean({ error: messages.required }),
  assessmentType: z.enum(ASSESSMENT_CATEGORIES, { error: messages.required }),
  /** The template whose questions were loaded (category Use Template). */
  templateID: z.string().max(100).nullable().default(null),
  /** When students see their answers' marks; none means the type's default (defaultReviewAfter). */
  reviewAfter: z.enum(REVIEW_AFTER, { error: messages.required }).nullable().default(null),
  /** Use Template only: each student's paper draws this many of the template's questions; none: all. */
  drawQuestions: z.coerce
    .number({ error: fieldError })
    .int(messages.positiveWholeNumber)
    .min(1, messages.positiveWholeNumber)
    .max(1000, messages.positiveWholeNumber)
    .nullable()
    .default(null),
  /** Each student gets the questions in their own order (options are already in their own order). */
  shuffleQuestions: z.boolean().default(false),
  /** Minutes from each student's start; none: the window decides (attempt-deadline on the server). */
  timeLimitMinutes: TimeLimitMinutes.default(null),
});
export type AssessmentFieldsInput = z.input<typeof AssessmentFields>;
export type AssessmentFieldsValues = z.output<typeof AssessmentFields>;

type Issue = { path: string; message: string };

/** Minutes since midnight of an `HH:mm` time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The rules of the assessment form that compare fields (admin spec §5). `today` is the school's
 * today; the server passes its own, so a client's clock never decides.
 */
export function assessmentFieldIssues(values: AssessmentFieldsValues, today: string): Issue[] {
  const issues: Issue[] = [];
  const start = dayNumber(values.startdate);
  const end = dayNumber(values.enddate);
  const todayNumber = dayNumber(today);
  if (start !== null && todayNumber !== null && start < todayNumber)
    issues.push({ path: 'startdate', message: messages.startDateBeforeToday });
  if (start !== null && end !== null) {
    if (end < start) issues.push({ path: 'enddate', message: messages.endBeforeStart });
    else if (end === start && minutesOf(values.endTime) <= minutesOf(values.startTime))
      issues.push({ path: 'endTime', message: messages.endTimeNotAfterStart });
  }
  if (values.assignmentMode === 'Optional') {
    const optional = values.optionalQuestions;
    if (optional === null || optional < 1)
      issues.push({ path: 'optionalQuestions', message: messages.positiveWholeNumber });
    else if (optional >= values.maxQuestions)
      issues.push({ path: 'optionalQuestions', message: messages.cannotExceedMaxQuestions });
    if (
      values.optQuestionMarks === null ||
      !(OPTIONAL_QUESTION_MARKS as readonly number[]).includes(values.optQuestionMarks)
    )
      issues.push({ path: 'optQuestionMarks', message: messages.required });
  } else if (values.maxWeightage === null || values.maxWeightage < 1) {
    issues.push({ path: 'maxWeightage', message: messages.positiveWholeNumber });
  }
  const windowMinutes = windowLengthMinutes(values);
  if (values.timeLimitMinutes !== null && windowMinutes !== null && values.timeLimitMinutes > windowMinutes)
    issues.push({ path: 'timeLimitMinutes', message: messages.timeLimitLongerThanWindow });
  if (values.assessmentType === 'Use Template' && !values.templateID)
    issues.push({ path: 'templateID', message: messages.required });
  if (values.drawQuestions !== null && values.assessmentType !== 'Use Template')
    issues.push({ path: 'drawQuestions', message: messages.drawNeedsTemplate });
  return issues;
}

/**
 * The window's length in minutes by the wall clock of its dates and times (null while a date is
 * missing or the end is not after the start). A time limit longer than it could never apply.
 */
export function windowLengthMinutes(
  values: Pick<AssessmentFieldsValues, 'startdate' | 'enddate' | 'startTime' | 'endTime'>,
): number | null {
  const start = dayNumber(values.startdate);
  const end = dayNumber(values.enddate);
  if (start === null || end === null) return null;
  const length = (end - start) * 24 * 60 + minutesOf(values.endTime) - minutesOf(values.startTime);
  return length > 0 ? length : null;
}

/** Max weightage as the rules make it: entered in Mandatory mode, derived in Optional mode. */
export function effectiveMaxWeightage(values: AssessmentFieldsValues): number {
  if (values.assignmentMode === 'Optional') return (values.optionalQuestions ?? 0) * (values.optQuestionMarks ?? 0);
  return values.maxWeightage ?? 0;
}

/**
 * Whether a set of chosen questions fits the assessment (admin spec §5). `marks` are the chosen
 * questions' marks. Returns the spec's message, or null when the selection fits. The form undoes
 * the checkbox that made it fail; the server refuses the whole assessment.
 */
export function selectionIssue(
  values: Pick<AssessmentFieldsValues, 'assignmentMode' | 'maxQuestions' | 'maxWeightage'>,
  marks: readonly number[],
): string | null {
  if (values.assignmentMode === 'Optional') {
    return marks.length > values.maxQuestions ? messages.maxQuestionsReachedOptional : null;
  }
  const total = marks.reduce((sum, m) => sum + m, 0);
  if (marks.length > values.maxQuestions || total > (values.maxWeightage ?? 0)) return messages.maxQuestionsReached;
  return null;
}

/**
 * Whether a perfect paper reaches the max weightage, checked on submit (the ticks are checked by
 * selectionIssue). Mandatory: the max weightage may not exceed the chosen questions' total, or a
 * perfect paper would score below 100 %. Optional: at least optionalQuestions questions must be
 * chosen, as only that many count. Returns the field and the message, or null.
 */
export function weightageIssue(
  values: Pick<AssessmentFieldsValues, 'assignmentMode' | 'maxWeightage' | 'optionalQuestions'>,
  marks: readonly number[],
): Issue | null {
  if (values.assignmentMode === 'Optional') {
    const counted = values.optionalQuestions ?? 0;
    return marks.length < counted ? { path: 'optionalQuestions', message: messages.fewerThanOptionalQuestions } : null;
  }
  const total = marks.reduce((sum, m) => sum + m, 0);
  return (values.maxWeightage ?? 0) > total ? { path: 'maxWeightage', message: messages.maxWeightageAboveTotal } : null;
}

/**
 * What a template holds for a draw: how many questions carry each mark (for the form's count, e.g.
 * "12 questions: 10 of 2 marks, 2 of 5 marks"), lowest marks first.
 */
export function drawPool(marks: readonly number[]): { count: number; byMarks: { marks: number; count: number }[] } {
  const counts = new Map<number, number>();
  for (const m of marks) counts.set(m, (counts.get(m) ?? 0) + 1);
  const byMarks = [...counts].sort(([a], [b]) => a - b).map(([m, count]) => ({ marks: m, count }));
  return { count: marks.length, byMarks };
}

/**
 * Whether a draw of `drawQuestions` fits the pool's marks (the test's frozen marks: in Optional
 * mode every question carries optQuestionMarks). Every paper must have the same total, so a draw
 * needs questions of equal marks, and the pool must hold as many as are drawn. null: it fits.
 */
export function drawIssue(drawQuestions: number | null, poolMarks: readonly number[]): Issue | null {
  if (drawQuestions === null) return null;
  if (new Set(poolMarks).size > 1) return { path: 'drawQuestions', message: messages.drawNeedsEqualMarks };
  if (drawQuestions > poolMarks.length) return { path: 'drawQuestions', message: messages.drawMoreThanPool };
  return null;
}

/**
 * The marks of one student's paper: the whole pool, or N questions of the pool's one mark. The
 * limits (selectionIssue, weightageIssue) are checked on a paper, not on the pool, so a drawn
 * test's max weightage is N x marks.
 */
export function paperMarks(drawQuestions: number | null, poolMarks: readonly number[]): number[] {
  if (drawQuestions === null || poolMarks.length === 0) return [...poolMarks];
  return Array.from({ length: Math.min(drawQuestions, poolMarks.length) }, () => poolMarks[0] as number);
}

/** correctionMode (admin spec §4): manual when any chosen question is Text, otherwise automatic. */
export const correctionModeOf = (questionTypes: readonly string[]): CorrectionMode =>
  questionTypes.some((type) => type !== 'Multi') ? 'manual' : 'automatic';

/** Grade bands by percentage of total marks (student spec §9). */
export function gradeOf(achieved: number, total: number): 'A' | 'B' | 'C' | 'D' {
  const percent = total > 0 ? (achieved / total) * 100 : 0;
  if (percent >= 75) return 'A';
  if (percent >= 50) return 'B';
  if (percent >= 35) return 'C';
  return 'D';
}

export const ASSIGNMENT_GROUPS = ['Ongoing', 'Upcoming', 'Completed'] as const;
export type AssignmentGroup = (typeof ASSIGNMENT_GROUPS)[number];

/**
 * Assignment grouping (student spec §4): Ongoing = today within the start and end dates and not
 * done; Upcoming = today before the start date and not done; Completed = everything else.
 * `today` is the school's today (`YYYY-MM-DD`).
 */
export function assignmentGroup(
  a: { startdate: string; enddate: string; status: number },
  today: string,
): AssignmentGroup {
  if (a.status === 0) {
    if (today >= a.startdate && today <= a.enddate) return 'Ongoing';
    if (today < a.startdate) return 'Upcoming';
  }
  return 'Completed';
}

/**
 * Teacher correction (student spec §5): whole marks from 0 up to the question's marks (which are
 * whole, 1 to 9). Above them is the spec's message; anything else that is not such a number gets
 * its own, so "-1" or "4.5" is never taken.
 */
export function correctionMarksIssue(marks: number, questionMarks: number): string | null {
  if (!Number.isInteger(marks) || marks < 0) return messages.marksWholeFromZero;
  return marks <= questionMarks ? null : messages.enteredMarksTooHigh;
}

/**
 * The marks a teacher may type, as the correction request carries them (a number or its text). An
 * empty field is no marks, not 0. The per-question bound is correctionMarksIssue's.
 */
export const CorrectionMarks = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z.coerce
    .number({ error: messages.marksWholeFromZero })
    .int(messages.marksWholeFromZero)
    .min(0, messages.marksWholeFromZero)
    .max(1000, messages.enteredMarksTooHigh),
);
