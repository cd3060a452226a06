import { describe, expect, it } from 'vitest';
import { timeWarning } from './test-header.tsx';

const minutes = (n: number) => n * 60_000;

describe('the time warning read to a screen reader', () => {
  it('says nothing while more than five minutes are left', () => {
    expect(timeWarning(minutes(45))).toBe('');
    expect(timeWarning(minutes(10))).toBe('');
    expect(timeWarning(minutes(5) + 1)).toBe('');
  });

  it('changes only at five minutes and one minute left, not every second', () => {
    expect(timeWarning(minutes(5))).toBe('5 minutes left');
    expect(timeWarning(minutes(2) + 30_000)).toBe('5 minutes left');
    expect(timeWarning(minutes(1) + 1)).toBe('5 minutes left');
    expect(timeWarning(minutes(1))).toBe('1 minute left');
    expect(timeWarning(12_000)).toBe('1 minute left');
  });

  it('says nothing once the time is up', () => {
    expect(timeWarning(0)).toBe('');
  });
});
