import { describe, expect, it } from 'vitest';
import { type AssessmentPhase, assessmentPhase, editIssues, lockedNote, mayChange } from './assessment-edits.ts';
import type { AssessmentFieldsValues } from './assessment-rules.ts';
import { drawIssue, drawPool, paperMarks } from './assessment-rules.ts';
import { messages } from './messages.ts';

const ZONE = 'Asia/Kolkata';
const now = new Date('2026-11-27T06:30:00.000Z'); // 12:00 in the school
const stored: AssessmentFieldsValues = {
  assessmentName: 'Sets',
  type: 'Private',
  curriculumCode: 'C-1',
  subject: 'Mathematics',
  topic: '',
  chapter: '',
  startdate: '2026-11-27',
  enddate: '2026-11-27',
  startTime: '11:00',
  endTime: '13:00',
  assignmentMode: 'Mandatory',
  maxQuestions: 3,
  optionalQuestions: null,
  optQuestionMarks: null,
  maxWeightage: 10,
  labSession: false,
  assessmentType: 'Students',
  templateID: null,
  reviewAfter: 'close',
  drawQuestions: null,
  shuffleQuestions: false,
  timeLimitMinutes: null,
};
const endsAt = new Date('2026-11-27T07:30:00.000Z'); // 13:00 in the school
const ctx = { endsAt, timeZone: ZONE, now, questionsChanged: false };

describe('assessmentPhase', () => {
  const window = { startsAt: '2026-11-27T05:30:00.000Z', endsAt };
  it.each([
    [{ ...window, draft: true }, 'draft'],
    [{ ...window, draft: false, startsAt: '2026-11-28T00:00:00.000Z' }, 'before'],
    [{ ...window, draft: false }, 'open'],
    [{ ...window, draft: false, endsAt: now }, 'closed'],
  ] as const)('%j is %s', (test, phase) => {
    expect(assessmentPhase(test, now)).toBe(phase);
  });
});

describe('what may change in each phase', () => {
  it.each([
    ['before', 'assessmentName', true],
    ['before', 'question_ids', true],
    ['draft', 'startdate', true],
    ['open', 'enddate', true],
    ['open', 'reviewAfter', true],
    ['open', 'startdate', false],
    ['open', 'question_ids', false],
    ['closed', 'endTime', true],
    ['closed', 'reviewAfter', false],
  ] as const)('%s: %s %s', (phase, field, expected) => {
    expect(mayChange(phase as AssessmentPhase, field)).toBe(expected);
  });

  it('notes the locked fields once open and once closed', () => {
    expect(lockedNote('before')).toBeNull();
    expect(lockedNote('open')).toBe(messages.lockedOnceOpen);
    expect(lockedNote('closed')).toBe(messages.lockedOnceClosed);
  });
});

describe('editIssues', () => {
  it.each<[AssessmentPhase, Partial<AssessmentFieldsValues>, { path: string; message: string }[]]>([
    ['before', { assessmentName: 'Other', endTime: '12:00' }, []],
    ['open', { endTime: '14:00', reviewAfter: 'submit' }, []],
    // Same values written differently (Optional fields in Mandatory mode, the type's review default) are no change.
    ['open', { optionalQuestions: 4, reviewAfter: null }, []],
    ['open', { assessmentName: 'Other' }, [{ path: 'assessmentName', message: messages.lockedOnceOpen }]],
    ['open', { endTime: '12:30' }, [{ path: 'enddate', message: messages.endOnlyLater }]],
    ['closed', { reviewAfter: 'submit' }, [{ path: 'reviewAfter', message: messages.lockedOnceClosed }]],
    ['closed', { endTime: '14:00' }, []],
  ])('%s with %j', (phase, change, expected) => {
    const closedCtx = phase === 'closed' ? { ...ctx, endsAt: new Date('2026-11-27T06:00:00.000Z') } : ctx;
    expect(editIssues(phase, stored, { ...stored, ...change }, closedCtx)).toEqual(expected);
  });

  it('refuses other questions once open, and a closed test extended to a time already past', () => {
    expect(editIssues('open', stored, stored, { ...ctx, questionsChanged: true })).toEqual([
      { path: 'question_ids', message: messages.questionsLockedOnceOpen },
    ]);
    const closedAt = new Date('2026-11-27T05:00:00.000Z'); // 10:30
    expect(editIssues('closed', stored, { ...stored, endTime: '11:30' }, { ...ctx, endsAt: closedAt })).toEqual([
      { path: 'enddate', message: messages.extendBeyondNow },
    ]);
  });
});

describe('drawn papers', () => {
  it('counts what the pool holds by marks', () => {
    expect(drawPool([2, 5, 2, 2])).toEqual({
      count: 4,
      byMarks: [
        { marks: 2, count: 3 },
        { marks: 5, count: 1 },
      ],
    });
  });

  it.each([
    [null, [2, 5], null],
    [2, [2, 2, 2], null],
    [2, [2, 5, 2], messages.drawNeedsEqualMarks],
    [4, [2, 2, 2], messages.drawMoreThanPool],
  ])('a draw of %s from %j: %s', (draw, marks, message) => {
    expect(drawIssue(draw, marks)?.message ?? null).toBe(message);
  });

  it('makes a paper of N questions of the one mark', () => {
    expect(paperMarks(3, [2, 2, 2, 2, 2])).toEqual([2, 2, 2]);
    expect(paperMarks(null, [2, 5])).toEqual([2, 5]);
  });
});
