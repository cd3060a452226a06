import { describe, expect, it } from 'vitest';
import { offsetMinutes, zonedInstant } from './zoned.ts';

describe('zonedInstant', () => {
  it.each([
    ['2026-03-10', '09:30', 'Asia/Kolkata', '2026-03-10T04:00:00.000Z'],
    ['2026-03-10', '00:00', 'UTC', '2026-03-10T00:00:00.000Z'],
    ['2026-07-01', '12:00', 'Europe/London', '2026-07-01T11:00:00.000Z'],
    ['2026-01-01', '12:00', 'Europe/London', '2026-01-01T12:00:00.000Z'],
    ['2026-01-01', '00:15', 'America/New_York', '2026-01-01T05:15:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it('reads half-hour offsets', () => {
    expect(offsetMinutes('Asia/Kolkata', new Date())).toBe(330);
  });
});
