import { CurriculumFields } from '@kaksha/contracts/curriculum';
import { SubjectFields } from '@kaksha/contracts/curriculum-content';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf, maxLengths } from './max-lengths.ts';

describe('maxLengths', () => {
  it("reads each text field's limit from a contract schema", () => {
    expect(maxLengths(SubjectFields).subject).toBe(200);
    expect(maxLengths(CurriculumFields).longName).toBe(300);
    // Numbers and choices have no length.
    expect(maxLengths(SubjectFields).minCredits).toBeUndefined();
  });

  it('looks through optional, defaults and pipes', () => {
    expect(maxLengthOf(z.string().max(12).optional())).toBe(12);
    expect(maxLengthOf(z.string().max(9).default(''))).toBe(9);
    expect(maxLengthOf(z.string().trim().max(7).pipe(z.string()))).toBe(7);
    expect(maxLengthOf(z.string())).toBeUndefined();
  });
});
