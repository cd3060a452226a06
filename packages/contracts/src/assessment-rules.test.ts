import { describe, expect, it } from 'vitest';
import {
  AssessmentFields,
  assessmentFieldIssues,
  assignmentGroup,
  CorrectionMarks,
  correctionMarksIssue,
  correctionModeOf,
  defaultReviewAfter,
  effectiveMaxWeightage,
  gradeOf,
  selectionIssue,
  TimeMultiplier,
  weightageIssue,
} from './assessment-rules.ts';
import { messages } from './messages.ts';

const base = AssessmentFields.parse({
  assessmentName: 'Unit test 1',
  type: 'Private',
  curriculumCode: 'BSC-2026',
  subject: 'Physics',
  startdate: '2026-12-01',
  enddate: '2026-12-01',
  startTime: '10:00',
  endTime: '11:00',
  assignmentMode: 'Mandatory',
  maxQuestions: 3,
  maxWeightage: 10,
  labSession: false,
  assessmentType: 'Students',
});
const paths = (values: typeof base, today = '2026-11-23') =>
  assessmentFieldIssues(values, today).map((i) => `${i.path}: ${i.message}`);

describe('assessment form rules', () => {
  it('accepts a valid Mandatory assessment', () => expect(paths(base)).toEqual([]));
  it.each([
    [{ startdate: '2026-11-22', enddate: '2026-12-01' }, `startdate: ${messages.startDateBeforeToday}`],
    [{ enddate: '2026-11-30' }, `enddate: ${messages.endBeforeStart}`],
    [{ endTime: '10:00' }, `endTime: ${messages.endTimeNotAfterStart}`],
    [{ maxWeightage: null }, `maxWeightage: ${messages.positiveWholeNumber}`],
    [{ assessmentType: 'Use Template' as const }, `templateID: ${messages.required}`],
  ])('refuses %o', (change, issue) => expect(paths({ ...base, ...change })).toContain(issue));

  it('refuses an optional count not below max questions', () => {
    const optional = { ...base, assignmentMode: 'Optional' as const, optionalQuestions: 3, optQuestionMarks: 5 };
    expect(paths(optional)).toEqual([`optionalQuestions: ${messages.cannotExceedMaxQuestions}`]);
    expect(paths({ ...optional, optionalQuestions: 2 })).toEqual([]);
    expect(paths({ ...optional, optionalQuestions: 2, optQuestionMarks: 4 })).toEqual([
      `optQuestionMarks: ${messages.required}`,
    ]);
  });

  it('derives max weightage in Optional mode', () => {
    expect(
      effectiveMaxWeightage({ ...base, assignmentMode: 'Optional', optionalQuestions: 2, optQuestionMarks: 5 }),
    ).toBe(10);
    expect(effectiveMaxWeightage(base)).toBe(10);
  });
});

describe('question selection', () => {
  it.each([
    ['Mandatory', [3, 3, 4], null],
    ['Mandatory', [3, 3, 5], messages.maxQuestionsReached],
    ['Mandatory', [1, 1, 1, 1], messages.maxQuestionsReached],
    ['Optional', [9, 9, 9], null],
    ['Optional', [1, 1, 1, 1], messages.maxQuestionsReachedOptional],
  ] as const)('%s with marks %o', (mode, marks, expected) =>
    expect(selectionIssue({ assignmentMode: mode, maxQuestions: 3, maxWeightage: 10 }, marks)).toBe(expected),
  );
});

describe('grades, grouping, correction', () => {
  it.each([
    [75, 'A'],
    [74.9, 'B'],
    [50, 'B'],
    [35, 'C'],
    [34, 'D'],
    [0, 'D'],
  ])('%d%% is %s', (percent, grade) => expect(gradeOf(percent, 100)).toBe(grade));

  it('groups by the school day and the status', () => {
    const a = { startdate: '2026-11-20', enddate: '2026-11-25', status: 0 };
    expect(assignmentGroup(a, '2026-11-23')).toBe('Ongoing');
    expect(assignmentGroup(a, '2026-11-19')).toBe('Upcoming');
    expect(assignmentGroup(a, '2026-11-26')).toBe('Completed');
    expect(assignmentGroup({ ...a, status: 1 }, '2026-11-23')).toBe('Completed');
  });

  it('makes a test with a Text question manual', () => {
    expect(correctionModeOf(['Multi', 'Multi'])).toBe('automatic');
    expect(correctionModeOf(['Multi', 'Text'])).toBe('manual');
  });

  it.each([
    [0, null],
    [3, null],
    [4, messages.enteredMarksTooHigh],
    [-1, messages.marksWholeFromZero],
    [2.5, messages.marksWholeFromZero],
    [Number.NaN, messages.marksWholeFromZero],
  ])('teacher marks %d of 3: %s', (marks, expected) => expect(correctionMarksIssue(marks, 3)).toBe(expected));

  it.each([
    ['4', true],
    [4, true],
    ['-1', false],
    ['4.5', false],
    ['abc', false],
    ['', false],
    [null, false],
  ])('the correction request takes marks %o: %s', (given, ok) =>
    expect(CorrectionMarks.safeParse(given).success).toBe(ok),
  );
});

describe('max weightage reachable by a perfect paper', () => {
  it.each([
    ['Mandatory', 10, null, [3, 3, 4], null],
    ['Mandatory', 11, null, [3, 3, 4], `maxWeightage: ${messages.maxWeightageAboveTotal}`],
    ['Optional', 6, 3, [2, 2, 2], null],
    ['Optional', 6, 3, [2, 2], `optionalQuestions: ${messages.fewerThanOptionalQuestions}`],
  ] as const)('%s, weightage %d, counting %s, marks %o', (mode, maxWeightage, optionalQuestions, marks, expected) => {
    const issue = weightageIssue({ assignmentMode: mode, maxWeightage, optionalQuestions }, marks);
    expect(issue && `${issue.path}: ${issue.message}`).toBe(expected);
  });
});

describe('review setting', () => {
  it('defaults to the close for formal tests and to the submit for informal ones', () => {
    expect(defaultReviewAfter('Private')).toBe('close');
    expect(defaultReviewAfter('Public')).toBe('submit');
    expect(AssessmentFields.parse({ ...base, reviewAfter: undefined }).reviewAfter).toBeNull();
    expect(AssessmentFields.safeParse({ ...base, reviewAfter: 'later' }).success).toBe(false);
  });
});

describe('time limit', () => {
  const parse = (timeLimitMinutes: unknown) => AssessmentFields.safeParse({ ...base, timeLimitMinutes });
  it('is empty (the window decides) when left blank or absent', () => {
    expect(AssessmentFields.parse(base).timeLimitMinutes).toBeNull();
    expect(parse('').data?.timeLimitMinutes).toBeNull();
    expect(parse('  ').data?.timeLimitMinutes).toBeNull();
    expect(parse(null).data?.timeLimitMinutes).toBeNull();
  });
  it('takes whole minutes from 1 to a day, typed or sent as a number', () => {
    expect(parse('45').data?.timeLimitMinutes).toBe(45);
    expect(parse(1440).data?.timeLimitMinutes).toBe(1440);
  });
  it.each([
    [0, messages.positiveWholeNumber],
    [-5, messages.positiveWholeNumber],
    [2.5, messages.positiveWholeNumber],
    ['abc', messages.positiveWholeNumber],
    [1441, messages.timeLimitTooLong],
  ])('refuses %s', (value, message) => {
    expect(parse(value).error?.issues[0]?.message).toBe(message);
  });
  it('may not be longer than the window', () => {
    // The base window is 10:00 to 11:00 on one day.
    expect(paths({ ...base, timeLimitMinutes: 60 })).toEqual([]);
    expect(paths({ ...base, timeLimitMinutes: 61 })).toEqual([
      `timeLimitMinutes: ${messages.timeLimitLongerThanWindow}`,
    ]);
    expect(paths({ ...base, enddate: '2026-12-02', timeLimitMinutes: 300 })).toEqual([]);
  });
});

describe('time multiplier', () => {
  it.each([1, 1.25, 1.5, 2, '1.5'])('takes %s', (value) => {
    expect(TimeMultiplier.safeParse(value).success).toBe(true);
  });
  it.each([0, 1.1, 3, 'x'])('refuses %s with the choices', (value) => {
    expect(TimeMultiplier.safeParse(value).error?.issues[0]?.message).toBe(messages.chooseTimeMultiplier);
  });
});
