import { describe, expect, it } from 'vitest';
import { timeWarning } from './test-header.tsx';

const minutes = (n: number) => n * 60_000;

describe('the time warning read to a screen reader', () => {
  it('says nothing while more than ten minutes are left', () => {
    expect(timeWarning(minutes(45))).toBe('');
    expect(timeWarning(minutes(10) + 1)).toBe('');
  });

  it('changes only at ten, five and one minute left', () => {
    expect(timeWarning(minutes(10))).toBe('10 minutes left');
    expect(timeWarning(minutes(7))).toBe('10 minutes left');
    expect(timeWarning(minutes(5))).toBe('5 minutes left');
    expect(timeWarning(minutes(2) + 30_000)).toBe('5 minutes left');
    expect(timeWarning(minutes(1))).toBe('1 minute left');
    expect(timeWarning(12_000)).toBe('1 minute left');
  });

  it('says nothing once the time is up', () => {
    expect(timeWarning(0)).toBe('');
  });
});
