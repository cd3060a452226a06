import { describe, expect, it } from 'vitest';
import { schoolToday } from '../../lib/dates.ts';
import { defaultWindow, startSlots, TIME_SLOTS, windowInstants, withOfferedStart } from './session-window.ts';
import { windowErrors } from './session-window-fields.tsx';

describe('the session window of the request form (student spec §5, §9)', () => {
  it('defaults to the next day, 12:00 to 13:00, in the school zone', () => {
    const now = new Date('2026-11-23T20:00:00Z'); // 01:30 on the 24th in Kolkata
    expect(defaultWindow(now)).toEqual({ date: '2026-11-25', startTime: '12:00', endTime: '13:00' });
  });

  it('offers times in 15-minute steps', () => {
    expect(TIME_SLOTS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(TIME_SLOTS).toHaveLength(96);
  });

  it('offers today only the start times after now, and every time on a later day', () => {
    const now = new Date('2026-11-23T08:57:00Z'); // 14:27 in Kolkata
    const today = startSlots('2026-11-23', now);
    expect(today[0]).toBe('14:30');
    expect(today).not.toContain('10:00');
    expect(today).toHaveLength(38); // 14:30 to 23:45
    expect(startSlots('2026-11-24', now)).toEqual(TIME_SLOTS);
  });

  it('moves a start that has passed on the chosen day to the first one offered, an hour long', () => {
    const now = new Date('2026-11-23T08:57:00Z'); // 14:27 in Kolkata
    const today = { date: '2026-11-23', startTime: '12:00', endTime: '13:00' };
    expect(withOfferedStart(today, now)).toEqual({ date: '2026-11-23', startTime: '14:30', endTime: '15:30' });
    const later = { ...today, startTime: '16:00', endTime: '16:45' };
    expect(withOfferedStart(later, now)).toEqual(later);
    const tomorrow = { ...today, date: '2026-11-24' };
    expect(withOfferedStart(tomorrow, now)).toEqual(tomorrow);
  });

  it('reads the wall clock as the school zone', () => {
    expect(windowInstants({ date: '2026-12-01', startTime: '12:00', endTime: '13:00' })).toEqual({
      start: '2026-12-01T06:30:00.000Z',
      end: '2026-12-01T07:30:00.000Z',
    });
  });

  it('refuses an end before the start and a day already gone', () => {
    expect(windowErrors({ date: '2099-01-01', startTime: '13:00', endTime: '12:00' }).endTime).toBe(
      'End must be after the start',
    );
    expect(windowErrors({ date: '2020-01-01', startTime: '12:00', endTime: '13:00' }).startTime).toBe(
      'The session cannot start before today',
    );
    expect(windowErrors({ date: '', startTime: '12:00', endTime: '13:00' }).date).toBe('Required');
    expect(windowErrors({ date: schoolToday(), startTime: '00:00', endTime: '00:15' }).startTime).toBe(
      'This start time has passed. Choose a later time',
    );
  });
});
