import { describe, expect, it } from 'vitest';
import { minutesText, timeRuleText } from './time-rule.ts';

// The school's zone is Asia/Kolkata (UTC+05:30): 11:30 UTC is 17:00 there.
const now = new Date('2026-11-27T05:00:00Z');

describe('the time a student has, as the preview and the test say it', () => {
  it.each([
    [1, '1 minute'],
    [45, '45 minutes'],
    [67.5, '67 minutes 30 seconds'],
    [56.25, '56 minutes 15 seconds'],
  ])('%s minutes read "%s"', (minutes, text) => {
    expect(minutesText(minutes)).toBe(text);
  });

  it('a timed test: the minutes from the start and the latest end, as a time today', () => {
    expect(timeRuleText(45, '2026-11-27T11:30:00Z', now)).toBe(
      '45 minutes from when you start, until 17:00 at the latest',
    );
  });

  it('an end on another day carries its date', () => {
    expect(timeRuleText(45, '2026-11-28T11:30:00Z', now)).toBe(
      '45 minutes from when you start, until 28/11/2026 17:00 at the latest',
    );
  });

  it('an untimed test: the window decides', () => {
    expect(timeRuleText(null, '2026-11-27T11:30:00Z', now)).toBe('Until 17:00, when the test ends');
  });
});
