import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { zoneCaption, zonedInstant } from './school-time.ts';
import {
  checkSessionDecision,
  defaultSessionWindow,
  isLargeSession,
  type QueryStatus,
  queryTransitionAllowed,
  type SessionStatus,
  sessionWindowIssues,
} from './session-rules.ts';

const now = new Date('2026-11-23T10:00:00Z');
const future = '2026-11-24T06:30:00Z';
const past = '2026-11-23T09:00:00Z';

describe('session decisions (student spec §4, admin spec §4)', () => {
  const table: [SessionStatus, string, SessionStatus, true | string][] = [
    ['PENDING', future, 'ACCEPTED', true],
    ['PENDING', future, 'REJECTED', true],
    ['REJECTED', future, 'ACCEPTED', true],
    ['REJECTED', future, 'REJECTED', true],
    ['ACCEPTED', future, 'REJECTED', messages.sessionStatusNotAllowed],
    ['ACCEPTED', future, 'ACCEPTED', messages.sessionStatusNotAllowed],
    ['PENDING', future, 'PENDING', messages.sessionStatusNotAllowed],
    ['PENDING', past, 'ACCEPTED', messages.sessionDatePassed],
    ['PENDING', past, 'REJECTED', messages.sessionDatePassed],
    ['REJECTED', past, 'ACCEPTED', messages.sessionDatePassed],
    ['ACCEPTED', past, 'REJECTED', messages.sessionDatePassed],
    ['PENDING', now.toISOString(), 'ACCEPTED', messages.sessionDatePassed],
  ];
  it.each(table)('%s starting %s to %s: %s', (status, start, to, expected) => {
    const check = checkSessionDecision({ status, start }, to, now);
    expect(check.ok ? true : check.message).toBe(expected);
  });
});

describe('query transitions (student spec §4)', () => {
  const table: ['student' | 'teacher', QueryStatus, QueryStatus, boolean][] = [
    ['student', 0, 2, true],
    ['student', 1, 2, true],
    ['student', 0, 1, false],
    ['student', 2, 1, false],
    ['student', 2, 0, false],
    ['student', 1, 0, false],
    ['teacher', 0, 1, true],
    ['teacher', 0, 2, true],
    ['teacher', 1, 2, true],
    ['teacher', 2, 1, true],
    ['teacher', 1, 0, false],
    ['teacher', 2, 0, false],
    ['teacher', 1, 1, false],
  ];
  it.each(table)('%s from %s to %s: %s', (role, from, to, allowed) => {
    expect(queryTransitionAllowed(role, from, to)).toBe(allowed);
  });
});

describe('session request window (student spec §5, §9)', () => {
  const zone = 'Asia/Kolkata';

  it('defaults to the next day 12:00 to 13:00 in the school zone', () => {
    // 23:00 UTC is already the 24th in India: the next day there is the 25th.
    expect(defaultSessionWindow(zone, new Date('2026-11-23T23:00:00Z'))).toEqual({
      start: '2026-11-25T06:30:00.000Z',
      end: '2026-11-25T07:30:00.000Z',
    });
    expect(defaultSessionWindow('UTC', now).start).toBe('2026-11-24T12:00:00.000Z');
  });

  it('converts wall time in a zone and captions it', () => {
    expect(zonedInstant('2026-11-24', '12:00', zone).toISOString()).toBe('2026-11-24T06:30:00.000Z');
    expect(zonedInstant('2026-07-01', '12:00', 'Europe/London').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(zoneCaption(zone)).toBe('GMT +5:30');
  });

  const table: [string, string, string, string[]][] = [
    ['the default window', '2026-11-24T06:30:00Z', '2026-11-24T07:30:00Z', []],
    ['later today', '2026-11-23T12:00:00Z', '2026-11-23T12:15:00Z', []],
    ['yesterday', '2026-11-22T06:30:00Z', '2026-11-22T07:30:00Z', [messages.startBeforeToday]],
    // now is 15:30 in India: 10:00 to 11:00 the same day has passed, 15:30 itself too.
    ['earlier today', '2026-11-23T04:30:00Z', '2026-11-23T05:30:00Z', [messages.sessionStartPassed]],
    ['starting right now', '2026-11-23T10:00:00Z', '2026-11-23T10:15:00Z', [messages.sessionStartPassed]],
    ['end before start', '2026-11-24T07:30:00Z', '2026-11-24T06:30:00Z', [messages.endAfterStart]],
    ['end equal to start', '2026-11-24T07:30:00Z', '2026-11-24T07:30:00Z', [messages.endAfterStart]],
    ['off the 15-minute steps', '2026-11-24T06:40:00Z', '2026-11-24T07:30:00Z', [messages.quarterHourSteps]],
  ];
  it.each(table)('%s', (_name, start, end, expected) => {
    expect(sessionWindowIssues({ start, end }, zone, now).map((issue) => issue.message)).toEqual(expected);
  });
});

describe('large sessions (admin spec §9)', () => {
  it('means more than 10 students: 11 and up', () => {
    expect(isLargeSession(10)).toBe(false);
    expect(isLargeSession(11)).toBe(true);
  });
});
