import { describe, expect, it } from 'vitest';
import { isPrivateKey, isStoredFileOf, type StoredFileUse, StoredKey } from './stored-keys.ts';

describe('stored file keys are checked against the use of their field', () => {
  it.each([
    ['files/0f.pdf', 'reading', true],
    ['files/0f.jpeg', 'reading', true],
    ['files/0f.exe', 'reading', false],
    ['videos/0f.pdf', 'reading', false],
    ['videos/0f.webm', 'video', true],
    ['videosx/0f.webm', 'video', false],
    ['videos/0f.mov', 'video', false],
    ['videos/sub/0f.webm', 'video', false],
    ['images/0f.png', 'questionImage', true],
    ['files/0f.png', 'questionImage', false],
    ['files/0f.png', 'curriculumImage', true],
    ['files/0f.pdf', 'curriculumImage', false],
    ['images/0f.jpg', 'logo', true],
    ['images/0f.gif', 'logo', false],
    ['private/identity/0f-1.pdf', 'identity', true],
    ['private/identity/0f-1.pdf', 'video', false],
    ['private/identity/0f-1.png', 'curriculumImage', false],
    ['private/identity/0f-1.png', 'questionImage', false],
    ['private/identity/0f-1.png', 'logo', false],
    ['private/identity/0f-1.pdf', 'reading', false],
    ['files/../private/identity/0f.pdf', 'reading', false],
    ['files/0f\u0000.pdf', 'reading', false],
  ] as const)('%s as %s: %s', (key, use, expected) => {
    expect(isStoredFileOf(key, use as StoredFileUse)).toBe(expected);
  });

  it('refuses a key of another use with the field message', () => {
    const result = StoredKey('video', 'Upload the video first').safeParse('private/identity/0f.pdf');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Upload the video first');
  });

  it('marks identity documents private', () => {
    expect(isPrivateKey('private/identity/0f.pdf')).toBe(true);
    expect(isPrivateKey('files/0f.pdf')).toBe(false);
  });
});
