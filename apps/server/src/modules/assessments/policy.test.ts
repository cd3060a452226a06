import { describe, expect, it } from 'vitest';
import { mayDelete, questionsChangeable, testViewFor } from './policy.ts';

describe('test visibility', () => {
  it.each([
    ['admin', true, false, false, 'keys'],
    ['superadmin', true, false, false, 'keys'],
    ['teacher', false, false, true, 'keys'],
    ['teacher', false, true, false, null],
    ['student', false, true, false, 'plain'],
    ['student', false, false, true, null],
    ['student', false, false, false, null],
    ['staff', false, true, true, null],
  ] as const)('%s (staff %s, enrolled %s, teaches %s) sees %s', (role, isStaff, enrolled, teaches, expected) => {
    expect(testViewFor({ role, isStaff, enrolled, teaches, draft: false })).toBe(expected);
  });

  it.each([
    ['admin', true, false, false, 'keys'],
    ['teacher', false, false, true, null],
    ['student', false, true, false, null],
  ] as const)(
    'a draft: %s (staff %s, enrolled %s, teaches %s) sees %s',
    (role, isStaff, enrolled, teaches, expected) => {
      expect(testViewFor({ role, isStaff, enrolled, teaches, draft: true })).toBe(expected);
    },
  );

  it.each([
    ['draft', true],
    ['before', true],
    ['open', false],
    ['closed', false],
  ])('in phase %s its questions may change: %s', (phase, expected) => {
    expect(questionsChangeable(phase)).toBe(expected);
  });

  it.each([
    [0, true],
    [1, false],
  ])('with %i attempts it may be deleted: %s', (n, expected) => {
    expect(mayDelete(n)).toBe(expected);
  });
});
