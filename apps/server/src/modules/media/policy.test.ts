import { describe, expect, it } from 'vitest';
import { isExercise, isStoredAs, READING_KINDS, VIDEO_KINDS } from './policy.ts';

describe('media policy', () => {
  it.each([
    ['files/0f.pdf', 'files', READING_KINDS, true],
    ['files/0f.jpeg', 'files', READING_KINDS, true],
    ['files/0f.exe', 'files', READING_KINDS, false],
    ['videos/0f.pdf', 'files', READING_KINDS, false],
    ['videos/0f.webm', 'videos', VIDEO_KINDS, true],
    ['videosx/0f.webm', 'videos', VIDEO_KINDS, false],
  ] as const)('%s under %s is %s', (key, prefix, kinds, expected) => {
    expect(isStoredAs(key, prefix, kinds)).toBe(expected);
  });

  it("sorts files whose name contains 'exercise' into exercise material", () => {
    expect(isExercise('Sets - Exercise 1.pdf')).toBe(true);
    expect(isExercise('Sets - notes.pdf')).toBe(false);
  });
});
