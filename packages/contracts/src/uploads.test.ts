import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { acceptOf, fileTooLarge, isExercise, kindOfName, UPLOADS, uploadProblem } from './uploads.ts';

describe('upload rules', () => {
  it('takes MP4 and WebM videos, not QuickTime', () => {
    expect(kindOfName('lesson.MP4', UPLOADS.video.kinds)).toBe('mp4');
    expect(kindOfName('lesson.webm', UPLOADS.video.kinds)).toBe('webm');
    expect(kindOfName('lesson.mov', UPLOADS.video.kinds)).toBeUndefined();
  });

  it('lists the kinds for a file input', () => {
    expect(acceptOf(UPLOADS.identity.kinds)).toBe('.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg');
  });

  it('tells why a chosen file will be refused, before it is sent', () => {
    expect(uploadProblem({ name: 'notes.pdf', size: 10 }, UPLOADS.reading)).toBeUndefined();
    expect(uploadProblem({ name: 'setup.exe', size: 10 }, UPLOADS.reading)).toBe(messages.readingFileType);
    expect(uploadProblem({ name: 'id.png', size: 3 * 1024 * 1024 }, UPLOADS.identity)).toBe(
      fileTooLarge(UPLOADS.identity.maxBytes),
    );
    expect(fileTooLarge(UPLOADS.identity.maxBytes)).toBe('The file is larger than 2 MB');
  });

  it("sorts reading items whose name contains 'exercise' into exercise material", () => {
    expect(isExercise('Sets - Exercise 1.pdf')).toBe(true);
    expect(isExercise('Sets - notes.pdf')).toBe(false);
  });
});
