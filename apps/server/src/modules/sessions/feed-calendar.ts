import ical from 'ical-generator';

export type FeedSession = {
  id: string;
  title: string;
  curriculum: string;
  subject: string;
  topic: string | null;
  link: string | null;
  start: Date;
  end: Date;
  sessionMode: { mode: string; address?: string } | null;
};

export type FeedTest = {
  id: string;
  testId: string;
  assessmentName: string;
  type: string;
  curriculum: string;
  subject: string;
  startsAt: Date;
  endsAt: Date;
};

/** The wording of a test's type as students read it (Public tests are the informal ones). */
const testKind = (type: string) => (type === 'Public' ? 'Informal test' : 'Formal test');

/**
 * The iCalendar text of a feed. Every instant is written in UTC with `Z` (DTSTART, DTEND and
 * DTSTAMP): a time without `Z` or `TZID` is "floating", and Google Calendar and Outlook read it in
 * the viewer's own zone, which moved a 15:00 IST session to 09:30. The school's zone goes along
 * as X-WR-TIMEZONE, the calendar's display zone for readers that take it.
 */
export function feedCalendar(feed: {
  sessions: FeedSession[];
  tests: FeedTest[];
  timeZone: string;
  now?: Date;
}): string {
  const stamp = feed.now ?? new Date();
  const calendar = ical({
    name: 'Kaksha',
    ttl: 3600,
    x: [{ key: 'X-WR-TIMEZONE', value: feed.timeZone }],
  });
  for (const s of feed.sessions) {
    calendar.createEvent({
      id: `${s.id}@kaksha`,
      stamp,
      start: s.start,
      end: s.end,
      summary: s.title,
      description: `${s.curriculum} · ${s.subject}${s.topic ? ` · ${s.topic}` : ''}${s.link ? `\n${s.link}` : ''}`,
      location: s.sessionMode?.mode === 'Offine Session' ? s.sessionMode.address : (s.link ?? undefined),
      url: s.link ?? undefined,
    });
  }
  for (const t of feed.tests) {
    calendar.createEvent({
      id: `test-${t.id}@kaksha`,
      stamp,
      start: t.startsAt,
      end: t.endsAt,
      summary: `Test: ${t.assessmentName}`,
      description: `${testKind(t.type)} ${t.testId} · ${t.curriculum} · ${t.subject}\nThe window in which the test can be taken.`,
    });
  }
  return calendar.toString();
}
