import { type AssessmentPhase, editIssues } from '@kaksha/contracts/assessment-edits';
import {
  AssessmentFields,
  type AssessmentFieldsValues,
  assessmentFieldIssues,
  drawIssue,
  OPTIONAL_QUESTION_MARKS,
  paperMarks,
  selectionIssue,
} from '@kaksha/contracts/assessment-rules';
import type { z } from 'zod';
import type { ListedQuestion } from '../../../features/assessments/admin-question-checklist.tsx';
import { getSchoolTimeZone, schoolToday } from '../../../lib/dates.ts';
import { resolverWithRules } from '../../../lib/form-rules.ts';

export type AssessmentFormValues = z.input<typeof AssessmentFields>;
export type AssessmentFormOutput = z.output<typeof AssessmentFields>;

export const emptyAssessment = {
  assessmentName: '',
  type: '',
  curriculumCode: '',
  subject: '',
  topic: '',
  chapter: '',
  startdate: '',
  enddate: '',
  startTime: '',
  endTime: '',
  assignmentMode: 'Mandatory',
  maxQuestions: '',
  optionalQuestions: null,
  optQuestionMarks: null,
  maxWeightage: null,
  labSession: null,
  assessmentType: 'Students',
  templateID: null,
  reviewAfter: null,
  drawQuestions: null,
  shuffleQuestions: false,
  timeLimitMinutes: '',
} as unknown as AssessmentFormValues;

/** A number field as typed: '' or null is no number (NaN), so no rule compares against it. */
const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The form's values read as the rules read them, even while some fields are still empty. */
export function asRuleValues(values: AssessmentFormValues): AssessmentFieldsValues {
  return {
    ...values,
    topic: values.topic ?? '',
    chapter: values.chapter ?? '',
    maxQuestions: numberOrNull(values.maxQuestions) ?? Number.NaN,
    optionalQuestions: numberOrNull(values.optionalQuestions),
    optQuestionMarks: numberOrNull(values.optQuestionMarks),
    maxWeightage: numberOrNull(values.maxWeightage),
    templateID: values.templateID ?? null,
    drawQuestions: numberOrNull(values.drawQuestions),
    shuffleQuestions: values.shuffleQuestions ?? false,
    timeLimitMinutes: numberOrNull(values.timeLimitMinutes),
  } as AssessmentFieldsValues;
}

/**
 * The contract's fields plus the rules across them (admin spec §5), with the school's today; the
 * server checks the same rules with its own today.
 */
export const assessmentResolver = (target?: EditTarget) =>
  resolverWithRules(AssessmentFields, (values) =>
    target && (target.phase === 'open' || target.phase === 'closed')
      ? editIssues(target.phase, target.stored, asRuleValues(values), {
          endsAt: target.endsAt,
          timeZone: getSchoolTimeZone(),
          now: new Date(target.now()),
          questionsChanged: false,
        })
      : assessmentFieldIssues(asRuleValues(values), schoolToday()),
  );

/**
 * A stored assessment being edited: its phase by the server's clock and its values as stored.
 * Once it has opened, the edit rules (contracts' editIssues) replace the creation rules, whose
 * "start date cannot be before today" no longer applies to a test that has begun.
 */
export interface EditTarget {
  phase: AssessmentPhase;
  stored: AssessmentFieldsValues;
  endsAt: string;
  /** The server's now, in ms. */
  now: () => number;
}

/** Max weightage in Optional mode: optional questions x the marks of each (admin spec §5). */
export function derivedWeightage(values: Pick<AssessmentFormValues, 'optionalQuestions' | 'optQuestionMarks'>) {
  const optional = numberOrNull(values.optionalQuestions);
  const marks = numberOrNull(values.optQuestionMarks);
  return optional && marks ? optional * marks : null;
}

export const QUESTION_MARK_OPTIONS = OPTIONAL_QUESTION_MARKS.map(String);

/** Times of day in 15-minute steps, `HH:mm`. */
export const TIME_OPTIONS = Array.from({ length: 96 }, (_, i) => {
  const hours = String(Math.floor(i / 4)).padStart(2, '0');
  return `${hours}:${String((i % 4) * 15).padStart(2, '0')}`;
});

type SelectionRules = Pick<AssessmentFormValues, 'assignmentMode' | 'maxQuestions' | 'maxWeightage'> &
  Partial<Pick<AssessmentFormValues, 'assessmentType' | 'drawQuestions' | 'optQuestionMarks'>>;

const drawOf = (rules: SelectionRules) =>
  rules.assessmentType === 'Use Template' ? numberOrNull(rules.drawQuestions) : null;

/** The chosen questions' marks in the test: in Optional mode every question carries the question marks. */
const poolMarks = (selected: readonly ListedQuestion[], rules: SelectionRules) =>
  selected.map((q) =>
    rules.assignmentMode === 'Optional' ? (numberOrNull(rules.optQuestionMarks) ?? q.questionmarks) : q.questionmarks,
  );

/** The marks of one student's paper: every chosen question, or N drawn of the template's. */
export const formPaperMarks = (selected: readonly ListedQuestion[], rules: SelectionRules): number[] =>
  paperMarks(drawOf(rules), poolMarks(selected, rules));

/** Why the draw does not fit the template's questions (unequal marks, too few), or null. */
export const drawProblem = (selected: readonly ListedQuestion[], rules: SelectionRules): string | null =>
  drawIssue(drawOf(rules), poolMarks(selected, rules))?.message ?? null;

/**
 * Ticks or unticks one question. A tick that breaks the limits (admin spec §5) is undone: the
 * selection stays as it was and the answer carries the spec's alert.
 */
export function toggleQuestion(
  selected: readonly ListedQuestion[],
  question: ListedQuestion,
  checked: boolean,
  rules: SelectionRules,
): { selected: readonly ListedQuestion[]; alert: string | null } {
  if (!checked) return { selected: selected.filter((q) => q.questionID !== question.questionID), alert: null };
  if (selected.some((q) => q.questionID === question.questionID)) return { selected, alert: null };
  const next = [...selected, question];
  const alert = selectionProblem(next, rules);
  return alert ? { selected, alert } : { selected: next, alert: null };
}

/**
 * The spec's alert when these questions do not fit the limits, else null. An empty limit fits
 * nothing. A drawn test's limits hold for one student's paper, not for the template's pool.
 */
export function selectionProblem(selected: readonly ListedQuestion[], rules: SelectionRules): string | null {
  return selectionIssue(
    {
      assignmentMode: rules.assignmentMode,
      maxQuestions: numberOrNull(rules.maxQuestions) ?? 0,
      maxWeightage: numberOrNull(rules.maxWeightage) ?? 0,
    } as Parameters<typeof selectionIssue>[0],
    formPaperMarks(selected, rules),
  );
}
