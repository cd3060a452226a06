import { describe, expect, it } from 'vitest';
import { mayAnalyse, mayReadGradebook } from './policy.ts';

describe('statistics policy', () => {
  it.each([
    ['keys', true],
    ['plain', false],
    [null, false],
  ] as const)('a test seen as %s: may analyse %s', (view, allowed) => {
    expect(mayAnalyse(view)).toBe(allowed);
  });

  it.each([
    ['admin', true],
    ['superadmin', true],
    ['teacher', false],
    ['student', false],
    ['staff', false],
  ])('the gradebook for a %s: %s', (role, allowed) => {
    expect(mayReadGradebook(role)).toBe(allowed);
  });
});
