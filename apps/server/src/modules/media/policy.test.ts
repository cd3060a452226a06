import { UPLOADS } from '@kaksha/contracts';
import { describe, expect, it } from 'vitest';
import { isStoredAs } from './policy.ts';

const READING_KINDS = UPLOADS.reading.kinds;
const VIDEO_KINDS = UPLOADS.video.kinds;

describe('media policy', () => {
  it.each([
    ['files/0f.pdf', 'files', READING_KINDS, true],
    ['files/0f.jpeg', 'files', READING_KINDS, true],
    ['files/0f.exe', 'files', READING_KINDS, false],
    ['videos/0f.pdf', 'files', READING_KINDS, false],
    ['videos/0f.webm', 'videos', VIDEO_KINDS, true],
    ['videosx/0f.webm', 'videos', VIDEO_KINDS, false],
    ['videos/0f.mov', 'videos', VIDEO_KINDS, false],
  ] as const)('%s under %s is %s', (key, prefix, kinds, expected) => {
    expect(isStoredAs(key, prefix, kinds)).toBe(expected);
  });
});
