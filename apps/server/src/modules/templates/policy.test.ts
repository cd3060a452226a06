import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { copyRefusal, questionPlaceIssue } from './policy.ts';

const place = { curriculumCode: 'C-2026', subject: 'Maths' };
const q = (questionId: string, curriculumCode = 'C-2026', subject = 'Maths') => ({
  questionId,
  curriculumCode,
  subject,
});

describe('template policy', () => {
  it.each([
    ['all in place', ['Q1', 'Q2'], [q('Q1'), q('Q2')], null],
    ['an unknown question', ['Q1', 'Q9'], [q('Q1')], messages.questionNotInPlace],
    ['another subject', ['Q1'], [q('Q1', 'C-2026', 'Physics')], messages.questionNotInPlace],
    ['another curriculum', ['Q1'], [q('Q1', 'D-2026')], messages.questionNotInPlace],
  ])('%s', (_name, asked, found, expected) => {
    expect(questionPlaceIssue(place, asked, found)).toBe(expected);
  });

  it.each([
    ['Weekly quiz', null],
    ['Weekly quiz (copy)', messages.copyOfCopy],
    ['Weekly quiz [2]', messages.copyOfCopy],
  ])('copying %s', (name, expected) => {
    expect(copyRefusal(name)).toBe(expected);
  });
});
