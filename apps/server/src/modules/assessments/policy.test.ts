import { describe, expect, it } from 'vitest';
import { mayDelete, testViewFor } from './policy.ts';

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
    expect(testViewFor({ role, isStaff, enrolled, teaches })).toBe(expected);
  });

  it.each([
    [0, true],
    [1, false],
  ])('with %i attempts it may be deleted: %s', (n, expected) => {
    expect(mayDelete(n)).toBe(expected);
  });
});
