import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatRupees,
  formatSchoolDate,
  formatSchoolDateTime,
  formatSchoolTime,
  parseTypedDate,
  schoolDayBounds,
  todayIn,
  wallClock,
  zoneCaption,
  zonedInstant,
  zoneOffsetMinutes,
} from './school-time.ts';

const IST = 'Asia/Kolkata';

describe('zonedInstant', () => {
  it.each([
    ['2026-03-10', '09:30', IST, '2026-03-10T04:00:00.000Z'],
    ['2026-11-30', '15:00', IST, '2026-11-30T09:30:00.000Z'],
    ['2026-03-10', '00:00', 'UTC', '2026-03-10T00:00:00.000Z'],
    ['2026-07-01', '12:00', 'Europe/London', '2026-07-01T11:00:00.000Z'],
    ['2026-01-01', '12:00', 'Europe/London', '2026-01-01T12:00:00.000Z'],
    ['2026-01-01', '00:15', 'America/New_York', '2026-01-01T05:15:00.000Z'],
    // The days either side of a daylight-saving change land on their own offsets.
    ['2026-03-29', '03:00', 'Europe/London', '2026-03-29T02:00:00.000Z'],
    ['2026-10-25', '12:00', 'Europe/London', '2026-10-25T12:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it('reads back as the wall clock it was made from', () => {
    expect(wallClock(zonedInstant('2026-11-30', '15:00', IST), IST)).toEqual({ date: '2026-11-30', time: '15:00' });
    expect(wallClock('2026-03-08T23:04:00Z', IST)).toEqual({ date: '2026-03-09', time: '04:34' });
  });

  it.each([
    // Midnight is 00:00, not 24:00; the hours around a daylight-saving change keep their offsets.
    ['2026-01-01T00:00:00Z', 'UTC', '2026-01-01', '00:00'],
    ['2026-03-29T00:59:00Z', 'Europe/London', '2026-03-29', '00:59'],
    ['2026-03-29T01:00:00Z', 'Europe/London', '2026-03-29', '02:00'],
    ['2026-11-01T05:30:00Z', 'America/New_York', '2026-11-01', '01:30'],
    ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01', '01:30'],
    ['2026-12-31T18:30:00Z', IST, '2027-01-01', '00:00'],
  ])('reads %s in %s as %s %s', (at, zone, date, time) => {
    expect(wallClock(at, zone)).toEqual({ date, time });
    expect(wallClock(new Date(at), zone)).toEqual({ date, time });
  });
});

describe('days of the school', () => {
  it("names today by the school's clock, not the server's", () => {
    expect(todayIn(IST, new Date('2026-03-07T20:00:00Z'))).toBe('2026-03-08');
    expect(todayIn('UTC', new Date('2026-03-07T20:00:00Z'))).toBe('2026-03-07');
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('bounds a school day by its midnights', () => {
    const { start, end } = schoolDayBounds('2026-11-27', IST);
    expect(start.toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it('gives the offset and the caption of the picker', () => {
    expect(zoneOffsetMinutes(IST, new Date())).toBe(330);
    expect(zoneCaption(IST)).toBe('GMT +5:30');
    expect(zoneCaption('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('GMT -5:00');
  });
});

describe('one format for people', () => {
  it('shows a calendar date as DD/MM/YYYY, whatever the zone', () => {
    expect(formatSchoolDate('2026-11-27', IST)).toBe('27/11/2026');
    expect(formatSchoolDate('2026-11-27', 'America/New_York')).toBe('27/11/2026');
  });

  it("shows an instant on the school's day and clock", () => {
    expect(formatSchoolDate('2026-11-26T19:00:00Z', IST)).toBe('27/11/2026');
    expect(formatSchoolDateTime('2026-11-30T09:30:00.000Z', IST)).toBe('30/11/2026 15:00');
    expect(formatSchoolDateTime(new Date('2026-11-30T09:30:00.000Z'), 'UTC')).toBe('30/11/2026 09:30');
    expect(formatSchoolTime('2026-11-30T09:30:00.000Z', IST)).toBe('15:00');
  });

  it('shows nothing for no date or a broken one', () => {
    for (const value of [null, undefined, '', 'soon', '2026-02-30']) {
      expect(formatSchoolDate(value, IST)).toBe('');
      expect(formatSchoolDateTime(value, IST)).toBe('');
    }
  });

  it('reads typed dates as DD/MM/YYYY and refuses days that do not exist', () => {
    expect(parseTypedDate('27/11/2026')).toBe('2026-11-27');
    expect(parseTypedDate(' 7/3/2026 ')).toBe('2026-03-07');
    expect(parseTypedDate('2026-11-27')).toBe('2026-11-27');
    expect(parseTypedDate('30/02/2026')).toBeNull();
    expect(parseTypedDate('11/27/2026')).toBeNull();
    expect(parseTypedDate('tomorrow')).toBeNull();
  });

  it('writes money in Rupees as the spec does', () => {
    expect(formatRupees(4999)).toBe('Rs.4,999');
    expect(formatRupees(150000)).toBe('Rs.1,50,000');
    expect(formatRupees(12.5)).toBe('Rs.12.50');
    expect(formatRupees(0)).toBe('Rs.0');
  });
});
