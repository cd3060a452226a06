import { describe, expect, it } from 'vitest';
import {
  FORM_DATE_FORMAT,
  formatDateTime,
  formatListDate,
  formatSlashDate,
  formatTime,
  formatViewDate,
  parseFormDate,
  schoolToday,
} from './dates.ts';

describe('one date format on every screen', () => {
  it('shows a calendar date as DD/MM/YYYY in lists, views and details alike', () => {
    expect(formatListDate('2026-03-07')).toBe('07/03/2026');
    expect(formatViewDate('2026-03-07')).toBe('07/03/2026');
    expect(formatSlashDate('2026-03-07')).toBe('07/03/2026');
    expect(FORM_DATE_FORMAT).toBe('DD/MM/YYYY');
  });

  it('shows a timestamp on its day and clock in the school time zone (Asia/Kolkata)', () => {
    // 20:00 UTC is already the next morning in India.
    expect(formatListDate('2026-03-07T20:00:00Z')).toBe('08/03/2026');
    expect(formatDateTime('2026-03-07T20:00:00Z')).toBe('08/03/2026 01:30');
    expect(formatDateTime('2026-11-30T09:30:00.000Z')).toBe('30/11/2026 15:00');
    expect(formatTime('2026-11-30T09:30:00.000Z')).toBe('15:00');
    expect(schoolToday(new Date('2026-03-07T20:00:00Z'))).toBe('2026-03-08');
  });

  it('shows nothing for no date or a non-date', () => {
    expect(formatViewDate(null)).toBe('');
    expect(formatListDate('')).toBe('');
    expect(formatListDate('2026-02-30')).toBe('');
  });

  it('reads typed dates as DD/MM/YYYY and refuses days that do not exist', () => {
    expect(parseFormDate('07/03/2026')).toBe('2026-03-07');
    expect(parseFormDate('7/3/2026')).toBe('2026-03-07');
    expect(parseFormDate('2026-03-07')).toBe('2026-03-07');
    expect(parseFormDate('30/02/2026')).toBeNull();
    expect(parseFormDate('tomorrow')).toBeNull();
  });
});
