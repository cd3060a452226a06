import { describe, expect, it } from 'vitest';
import { firstErrorText } from './first-error.ts';

const labels = [
  ['firstName', 'First Name'],
  ['dob', 'Date of Birth'],
  ['parentOrGardien.parentEmail', 'Parent Email'],
] as const;

describe('firstErrorText', () => {
  it('names the first invalid field in the form’s order, not the errors’ order', () => {
    const errors = { dob: { type: 'x', message: 'Required' }, firstName: { type: 'x', message: 'Too long' } };
    expect(firstErrorText(errors, labels)).toBe('First Name: Too long');
  });

  it('finds nested fields and answers null when all is well', () => {
    const errors = { parentOrGardien: { parentEmail: { type: 'x', message: 'Enter a valid e-mail address' } } };
    expect(firstErrorText(errors, labels)).toBe('Parent Email: Enter a valid e-mail address');
    expect(firstErrorText({}, labels)).toBeNull();
  });
});
