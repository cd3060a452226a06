import { describe, expect, it } from 'vitest';
import { allowedMinutes, attemptDeadline, type DeadlineInputs } from './attempt-deadline.ts';

const at = (time: string) => new Date(`2026-11-27T${time}:00Z`);
const base: DeadlineInputs = {
  startedAt: at('16:00'),
  windowEndsAt: at('17:00'),
  personalEndsAt: null,
  timeLimitMinutes: null,
  multiplier: 1,
  extraMinutes: 0,
};

describe('an attempt ends at the earlier of the window and the start plus the time allowed', () => {
  it.each<[string, Partial<DeadlineInputs>, string]>([
    ['untimed: the window decides', {}, '17:00'],
    ['untimed: a multiplier has nothing to scale', { multiplier: 2 }, '17:00'],
    ['untimed: extra minutes move the window end later', { extraMinutes: 10 }, '17:10'],
    ['untimed: a later personal end replaces the window end', { personalEndsAt: at('18:00') }, '18:00'],
    ['untimed: extra minutes after a personal end', { personalEndsAt: at('18:00'), extraMinutes: 5 }, '18:05'],
    ['timed: the limit ends first', { timeLimitMinutes: 45 }, '16:45'],
    ['timed: the window ends first', { timeLimitMinutes: 45, startedAt: at('16:30') }, '17:00'],
    ['timed: a multiplier of 1.5', { timeLimitMinutes: 30, multiplier: 1.5 }, '16:45'],
    ['timed: a multiplier of 1.25 keeps the seconds', { timeLimitMinutes: 10, multiplier: 1.25 }, '16:12:30'],
    ['timed: extra minutes after the multiplier', { timeLimitMinutes: 20, multiplier: 2, extraMinutes: 10 }, '16:50'],
    ['timed: extra minutes still end at the window', { timeLimitMinutes: 50, extraMinutes: 30 }, '17:00'],
    [
      'timed: a personal end lets the limit run past the window',
      { timeLimitMinutes: 45, startedAt: at('16:30'), personalEndsAt: at('18:00') },
      '17:15',
    ],
    [
      'timed: a personal end earlier than the window never shortens it',
      { timeLimitMinutes: 90, personalEndsAt: at('16:30') },
      '17:00',
    ],
  ])('%s', (_name, change, ends) => {
    const expected = ends.length === 5 ? at(ends) : new Date(`2026-11-27T${ends}Z`);
    expect(attemptDeadline({ ...base, ...change }).toISOString()).toBe(expected.toISOString());
  });
});

describe('the minutes a student has', () => {
  it.each<[number | null, number, number, number | null]>([
    [null, 1.5, 10, null],
    [45, 1, 0, 45],
    [45, 1.5, 0, 67.5],
    [45, 2, 15, 105],
  ])('limit %s x %s + %s', (timeLimitMinutes, multiplier, extraMinutes, minutes) => {
    expect(allowedMinutes({ timeLimitMinutes, multiplier, extraMinutes })).toBe(minutes);
  });
});
