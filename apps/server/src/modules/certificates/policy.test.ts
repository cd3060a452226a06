import { describe, expect, it } from 'vitest';
import { type FormalTest, isCompleted, remainingFor } from './policy.ts';

const test = (overrides: Partial<FormalTest>): FormalTest => ({
  testID: 'A1001',
  assessmentName: 'Final',
  subject: 'Mathematics',
  endDate: '2026-03-01',
  resultId: null,
  corrected: null,
  ...overrides,
});

describe('completion of a curriculum', () => {
  it.each([
    ['before the end date, no tests', '2026-06-01', [], false, 0],
    ['on the end date itself', '2026-06-30', [], false, 0],
    ['the day after the end date, no tests', '2026-07-01', [], true, 0],
    ['after the end, a test never taken', '2026-07-01', [test({})], false, 1],
    [
      'after the end, a result awaiting correction',
      '2026-07-01',
      [test({ resultId: 'r', corrected: false })],
      false,
      1,
    ],
    ['after the end, every result final', '2026-07-01', [test({ resultId: 'r', corrected: true })], true, 0],
  ])('%s', (_, today, tests, completed, outstanding) => {
    const remaining = remainingFor('2026-06-30', today, tests);
    expect(isCompleted(remaining)).toBe(completed);
    expect(remaining.tests).toHaveLength(outstanding);
  });

  it('names why each test remains', () => {
    const remaining = remainingFor('2026-06-30', '2026-07-01', [
      test({ testID: 'A1' }),
      test({ testID: 'A2', resultId: 'r', corrected: false }),
    ]);
    expect(remaining.tests.map((t) => [t.testID, t.state])).toEqual([
      ['A1', 'not-taken'],
      ['A2', 'awaiting-correction'],
    ]);
  });
});
