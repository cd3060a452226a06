import { describe, expect, it } from 'vitest';
import { formatDateTime, formatListDate, formatViewDate, parseFormDate, schoolToday } from './dates.ts';

describe('dates in the spec formats', () => {
  it('shows a calendar date as MM/DD/YYYY in lists and DD-MM-YYYY in views', () => {
    expect(formatListDate('2026-03-07')).toBe('03/07/2026');
    expect(formatViewDate('2026-03-07')).toBe('07-03-2026');
  });

  it('shows a timestamp on its day in the school time zone (Asia/Kolkata)', () => {
    // 20:00 UTC is already the next morning in India.
    expect(formatListDate('2026-03-07T20:00:00Z')).toBe('03/08/2026');
    expect(formatDateTime('2026-03-07T20:00:00Z')).toBe('2026-03-08 01:30');
    expect(schoolToday(new Date('2026-03-07T20:00:00Z'))).toBe('2026-03-08');
  });

  it('shows nothing for no date or a non-date', () => {
    expect(formatViewDate(null)).toBe('');
    expect(formatListDate('')).toBe('');
    expect(formatListDate('2026-02-30')).toBe('');
  });

  it('reads typed dates and refuses days that do not exist', () => {
    expect(parseFormDate('03/07/2026')).toBe('2026-03-07');
    expect(parseFormDate('3/7/2026')).toBe('2026-03-07');
    expect(parseFormDate('2026-03-07')).toBe('2026-03-07');
    expect(parseFormDate('02/30/2026')).toBeNull();
    expect(parseFormDate('tomorrow')).toBeNull();
  });
});
