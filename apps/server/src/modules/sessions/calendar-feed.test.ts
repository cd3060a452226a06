import { addDays, todayIn, zonedInstant } from '@kaksha/contracts/school-time';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentRow } from '../../db/schema/index.ts';
import { buildAssessment } from '../../test/assessment-factories.ts';
import { buildQuestion } from '../../test/catalogue-factories.ts';
import { requestBody, useClassApp } from '../../test/conversation-factories.ts';

const IST = 'Asia/Kolkata';

const { t, c, call } = useClassApp();

type FeedEvent = { uid: string; summary: string; start: Date; end: Date; utc: boolean; stamp: Date };

/** The feed of a user as a calendar application reads it: fetched by address, parsed by ical.js. */
async function readFeed(token: string): Promise<{ text: string; events: FeedEvent[] }> {
  const url = (await call('/getCalendarFeed', token)).json().data.url as string;
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const stamp = component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      // A time with neither Z nor TZID is floating; ical.js gives it the zone "floating".
      utc: event.startDate.zone?.tzid === 'UTC' && event.endDate.zone?.tzid === 'UTC' && stamp.zone?.tzid === 'UTC',
      stamp: stamp.toJSDate(),
    };
  });
  return { text: res.body, events };
}

describe('the calendar feed, read by an iCalendar parser', () => {
  const day = addDays(todayIn(IST), 2);
  let sessionID: string;
  let sessionTitle: string;
  let mathsTest: AssessmentRow;
  let otherTest: AssessmentRow;

  beforeAll(async () => {
    // A session at 15:00 IST: the one Google Calendar and Outlook showed at 09:30.
    const res = await call(
      '/sessionInsert',
      c.student.token,
      requestBody(c, {
        start: zonedInstant(day, '15:00', IST).toISOString(),
        end: zonedInstant(day, '16:00', IST).toISOString(),
      }),
    );
    expect(res.statusCode).toBe(200);
    sessionID = res.json().data.sessionID;
    sessionTitle = res.json().data.title;
    expect((await call('/sessionStatus', c.teacher.token, { sessionID, status: 'ACCEPTED' })).statusCode).toBe(200);

    const place = { curriculum: c.curriculum.curriculum, curriculumCode: c.curriculum.curriculumCode };
    const question = await buildQuestion(t.database.db, {
      ...place,
      subject: c.subject.subject,
      topic: 'Sets',
      chapter: 'Unions',
    });
    mathsTest = await buildAssessment(t.database.db, { ...place, subject: c.subject.subject }, [question], {
      assessmentName: 'Unions test',
      startsAt: zonedInstant(day, '09:30', IST),
      endsAt: zonedInstant(day, '11:00', IST),
    });
    otherTest = await buildAssessment(t.database.db, { ...place, subject: c.otherSubject.subject }, [question], {
      assessmentName: 'Other subject test',
      startsAt: zonedInstant(addDays(day, 1), '10:00', IST),
      endsAt: zonedInstant(addDays(day, 1), '12:00', IST),
    });
  });

  it("gives the student's session and test windows the instants they have in Kaksha, in UTC", async () => {
    const before = Date.now();
    const { text, events } = await readFeed(c.student.token);
    const session = events.find((e) => e.uid === `${sessionID}@kaksha`);
    expect(session).toMatchObject({ summary: sessionTitle, utc: true });
    expect(session?.start.toISOString()).toBe(zonedInstant(day, '15:00', IST).toISOString());
    expect(session?.end.toISOString()).toBe(zonedInstant(day, '16:00', IST).toISOString());

    const tests = events.filter((e) => e.uid.startsWith('test-'));
    expect(tests.map((e) => e.summary).sort()).toEqual(['Test: Other subject test', 'Test: Unions test']);
    for (const row of [mathsTest, otherTest]) {
      const event = tests.find((e) => e.uid === `test-${row.id}@kaksha`);
      expect(event?.utc).toBe(true);
      expect(event?.start.toISOString()).toBe(row.startsAt.toISOString());
      expect(event?.end.toISOString()).toBe(row.endsAt.toISOString());
    }

    // The written form too: 15:00 IST is 09:30 UTC, with its Z; the stamp is now, in UTC.
    const compactDay = day.replaceAll('-', '');
    expect(text).toContain(`DTSTART:${compactDay}T093000Z`);
    expect(text).toMatch(/X-WR-TIMEZONE:Asia\/Kolkata/);
    for (const line of text.split(/\r\n/).filter((l) => /^(DTSTART|DTEND|DTSTAMP)/.test(l))) {
      expect(line).toMatch(/^(DTSTART|DTEND|DTSTAMP):\d{8}T\d{6}Z$/);
    }
    expect(session?.stamp.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('holds the test windows of what each reader sits or teaches', async () => {
    const testsOf = async (token: string) =>
      (await readFeed(token)).events.filter((e) => e.uid.startsWith('test-')).map((e) => e.summary);
    // A teacher sees their subject's tests, not another subject's; a student of another
    // curriculum sees neither; staff see both.
    expect(await testsOf(c.teacher.token)).toEqual(['Test: Unions test']);
    expect(await testsOf(c.otherTeacher.token)).toEqual(['Test: Other subject test']);
    expect(await testsOf(c.outsider.token)).toEqual([]);
    expect(await testsOf(c.admin.token)).toEqual(
      expect.arrayContaining(['Test: Unions test', 'Test: Other subject test']),
    );
  });
});
