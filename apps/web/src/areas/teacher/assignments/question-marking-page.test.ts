import type { MarkingAnswerDto } from '@kaksha/contracts/marking';
import { describe, expect, it } from 'vitest';
import { nextWaiting } from './question-marking-page.tsx';

const answer = (userID: string, marks: number | null): MarkingAnswerDto => ({
  userID,
  label: `Student ${userID}`,
  studentName: userID,
  response: '<p>x</p>',
  marks,
  comment: '',
});

describe('nextWaiting: the answer Save and next opens', () => {
  const list = [answer('1', 2), answer('2', null), answer('3', 1), answer('4', null)];
  it.each([
    ['the next one waiting after the saved one', '2', '4'],
    ['from the top when none waits below', '4', '2'],
    ['skipping marked ones', '1', '2'],
  ])('%s', (_label, saved, next) => {
    expect(nextWaiting(list, saved)).toBe(next);
  });

  it('none when every other answer is marked', () => {
    expect(nextWaiting([answer('1', 2), answer('2', null)], '2')).toBeNull();
  });
});
