import { describe, expect, it } from 'vitest';
import { type LastWrite, onePerQuestion } from './close-attempt.ts';

const w = (questionId: string, response: string, revision: number | null): LastWrite => ({
  questionId,
  response,
  revision,
});

describe('onePerQuestion: what a row of saves in this order would leave', () => {
  it.each([
    ['different questions all stay', [w('q1', 'a', 1), w('q2', 'b', 1)], [w('q1', 'a', 1), w('q2', 'b', 1)]],
    ['a newer revision replaces an older one', [w('q1', 'a', 1), w('q1', 'b', 2)], [w('q1', 'b', 2)]],
    ['an older revision after a newer one is dropped', [w('q1', 'b', 5), w('q1', 'a', 3)], [w('q1', 'b', 5)]],
    ['a resend of the same revision keeps the first', [w('q1', 'a', 4), w('q1', 'b', 4)], [w('q1', 'a', 4)]],
    ['without revisions the later wins', [w('q1', 'a', null), w('q1', 'b', null)], [w('q1', 'b', null)]],
    ['a later write without a revision wins', [w('q1', 'a', 9), w('q1', 'b', null)], [w('q1', 'b', null)]],
  ])('%s', (_name, given, kept) => {
    expect(onePerQuestion(given)).toEqual(kept);
  });
});
