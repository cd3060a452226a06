import { describe, expect, it } from 'vitest';
import { clockOffset, formatCountdown } from './server-clock.ts';

describe('server clock', () => {
  it("measures how far the device's clock is from the server's", () => {
    expect(clockOffset('2026-11-23T10:00:05.000Z', Date.parse('2026-11-23T10:00:00.000Z'))).toBe(5000);
    expect(clockOffset(undefined, 1000)).toBe(0);
    expect(clockOffset('not a time', 1000)).toBe(0);
  });

  it('shows a countdown with days when far away and zero once passed', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(90_061_000)).toBe('1 day 01:01:01');
    expect(formatCountdown(2 * 86_400_000)).toBe('2 days 00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
