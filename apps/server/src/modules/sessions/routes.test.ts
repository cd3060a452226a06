import { messages } from '@kaksha/contracts/messages';
import { formatSchoolDateTime, todayIn, zonedInstant } from '@kaksha/contracts/school-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications, tutoringSessions } from '../../db/schema/index.ts';
import { insertSession, requestBody, useClassApp } from '../../test/conversation-factories.ts';

const { t, c, call } = useClassApp();

type Session = {
  sessionID: string;
  title: string;
  start: string;
  status: string;
  link: string | null;
  requestedTeacher: { userID: string }[];
  rejectedTeacher: { userID: string }[];
  acceptedTeacher: { userID: string }[];
  studentCount: number;
  student: { userID: string }[];
};
const ids = (people: { userID: string }[]) => people.map((p) => p.userID).sort();
const request = async (overrides: Record<string, unknown> = {}) => {
  const res = await call('/sessionInsert', c.student.token, requestBody(c, overrides));
  expect(res.statusCode).toBe(200);
  return res.json().data as Session;
};
const decide = (token: string, sessionID: string, status: 'ACCEPTED' | 'REJECTED', extra = {}) =>
  call('/sessionStatus', token, { sessionID, status, ...extra });

describe('a student requests a session', () => {
  it('asks every teacher of the subject when none is chosen, and tells them', async () => {
    const s = await request();
    expect(s.status).toBe('PENDING');
    expect(ids(s.requestedTeacher)).toEqual([c.teacher.user.id, c.teacher2.user.id].sort());
    const bell = (await call('/getNotifications', c.teacher.token)).json();
    expect(bell.data[0].type).toBe('sessionRequest');
    // The bell names the time as people read it, in the school's zone (not 2026-11-30T09:30:00.000Z).
    expect(bell.data[0].message).toBe(`${s.title} on ${formatSchoolDateTime(s.start, 'Asia/Kolkata')}`);
    expect(bell.data[0].message).toMatch(/ on \d{2}\/\d{2}\/\d{4} 12:00$/);
    const open = (await call('/helpFromTutor', c.student.token, { status: 'PENDING' })).json().data;
    expect(open.map((x: Session) => x.sessionID)).toContain(s.sessionID);
  });

  it("gives the form its defaults from the school's zone", async () => {
    const res = (await call('/getSessionDefaults', c.student.token)).json().data;
    expect(res).toMatchObject({ timeZone: 'Asia/Kolkata', caption: 'GMT +5:30', stepMinutes: 15 });
    expect(res.start).toBe(requestBody(c).start);
  });

  it('refuses missing fields, a past or ragged window, and teachers of another subject', async () => {
    const refused = async (overrides: Record<string, unknown>, message: string) => {
      const res = await call('/sessionInsert', c.student.token, requestBody(c, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    };
    await refused({ topic: '' }, messages.required);
    await refused({ desc: '<p></p>' }, messages.required);
    await refused({ start: '2020-01-01T06:30:00Z', end: '2020-01-01T07:30:00Z' }, messages.startBeforeToday);
    const { start } = requestBody(c);
    await refused({ end: start }, messages.endAfterStart);
    await refused({ start: new Date(new Date(start).getTime() + 7 * 60_000).toISOString() }, messages.quarterHourSteps);
    await refused({ requestedTeacher: [{ userID: c.otherTeacher.user.id }] }, messages.teacherNotOfSubject);
    expect((await call('/sessionInsert', c.outsider.token, requestBody(c))).statusCode).toBe(404);
  });

  it('refuses half a surrogate pair in the topic or the address with 400, not a server error', async () => {
    const broken = '\ud800';
    const asStudent = await call('/sessionInsert', c.student.token, requestBody(c, { topic: `Sets ${broken}` }));
    expect(asStudent.statusCode).toBe(400);
    expect(asStudent.json().errors).toEqual([{ field: 'topic', message: messages.controlCharacters }]);
    // `curriculum` has no text rule of its own: the guard under every route refuses it.
    const unchecked = await call('/sessionInsert', c.student.token, requestBody(c, { curriculum: broken }));
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().errors).toEqual([{ field: 'curriculum', message: messages.controlCharacters }]);
    const address = await call(
      '/sessionInsert',
      c.admin.token,
      requestBody(c, { sessionMode: { mode: 'Offine Session', address: `Room ${broken}4`, facilities: [] } }),
    );
    expect(address.statusCode).toBe(400);
    expect(address.json().errors).toEqual([{ field: 'sessionMode.address', message: messages.controlCharacters }]);
  });

  it('keeps a pending request from classmates and other subjects; a colleague not asked cannot decide it', async () => {
    const s = await request({ requestedTeacher: [{ userID: c.teacher.user.id }] });
    for (const token of [c.classmate.token, c.otherTeacher.token]) {
      expect((await call('/getSessionByID', token, { sessionID: s.sessionID })).statusCode).toBe(404);
    }
    const colleague = await call('/getSessionByID', c.teacher2.token, { sessionID: s.sessionID });
    expect(colleague.json().data).toMatchObject({ createdBy: '', studentEmails: [] });
    expect((await decide(c.teacher2.token, s.sessionID, 'ACCEPTED')).statusCode).toBe(404);
    const calendar = (await call('/getAllSessions', c.classmate.token, {})).json().data;
    expect(calendar.map((x: Session) => x.sessionID)).not.toContain(s.sessionID);
  });
});

describe('a request for a start that has passed', () => {
  it('at 14:27, 10:00 the same day is refused with its message: nothing stored, no teacher told', async () => {
    const zone = 'Asia/Kolkata';
    // Yesterday in the school's zone: the clock is set back, so sign-in tokens stay valid.
    const day = todayIn(zone, new Date(Date.now() - 86_400_000));
    const at = (time: string) => zonedInstant(day, time, zone).toISOString();
    const asked = async () =>
      (await t.deps.db.select().from(notifications).where(eq(notifications.userId, c.teacher.user.id))).length;
    const stored = async () =>
      (
        await t.deps.db
          .select()
          .from(tutoringSessions)
          .where(eq(tutoringSessions.start, new Date(at('10:00'))))
      ).length;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(at('14:27')));
      const told = await asked();
      const res = await call(
        '/sessionInsert',
        c.student.token,
        requestBody(c, { start: at('10:00'), end: at('11:00') }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'start', message: messages.sessionStartPassed }]);
      expect(await stored()).toBe(0);
      expect(await asked()).toBe(told);
      // Later the same day is still open to ask for.
      const later = await call(
        '/sessionInsert',
        c.student.token,
        requestBody(c, { start: at('15:00'), end: at('16:00') }),
      );
      expect(later.statusCode).toBe(200);
      expect(await asked()).toBe(told + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('decisions (student spec §4)', () => {
  it('reject moves the teacher to rejected; another accepts from REJECTED with a class link', async () => {
    const s = await request();
    const rejected = (await decide(c.teacher.token, s.sessionID, 'REJECTED')).json().data as Session;
    expect(rejected.status).toBe('REJECTED');
    expect(ids(rejected.requestedTeacher)).toEqual([c.teacher2.user.id]);
    expect(ids(rejected.rejectedTeacher)).toEqual([c.teacher.user.id]);
    expect(rejected.link).toBeNull();

    const accepted = (await decide(c.teacher2.token, s.sessionID, 'ACCEPTED')).json().data as Session;
    expect(accepted.status).toBe('ACCEPTED');
    expect(ids(accepted.requestedTeacher)).toEqual([c.teacher2.user.id]);
    expect(ids(accepted.acceptedTeacher)).toEqual([c.teacher2.user.id]);
    expect(accepted.link).toMatch(/^https:\/\/meet\.jit\.si\/kaksha-[\w-]{20,}$/);

    // An accepted session is not decided again.
    const again = await decide(c.teacher.token, s.sessionID, 'ACCEPTED');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.sessionStatusNotAllowed);

    const bell = (await call('/getNotifications', c.student.token)).json().data;
    expect(bell.map((n: { type: string }) => n.type)).toContain('sessionDecided');
    const upcoming = (await call('/getAllUpcomingSessions', c.student.token, {})).json().data;
    expect(upcoming.map((x: Session) => x.sessionID)).toContain(s.sessionID);
    const scheduled = (await call('/helpFromTutor', c.student.token, { status: 'ACCEPTED' })).json().data;
    expect(scheduled.map((x: Session) => x.sessionID)).toContain(s.sessionID);
    // Another student's one-to-one session is not on a classmate's calendar.
    const classmateView = (await call('/getAllSessions', c.classmate.token, {})).json().data as Session[];
    expect(classmateView.map((x) => x.sessionID)).not.toContain(s.sessionID);
    const outsiderView = (await call('/getAllSessions', c.outsider.token, {})).json().data as Session[];
    expect(outsiderView.map((x) => x.sessionID)).not.toContain(s.sessionID);
  });

  it('refuses any change once the start has passed', async () => {
    for (const status of ['PENDING', 'REJECTED', 'ACCEPTED'] as const) {
      const past = await insertSession(t.deps.db, c, { status });
      for (const [token, to] of [
        [c.teacher.token, 'ACCEPTED'],
        [c.teacher2.token, 'REJECTED'],
        [c.admin.token, 'ACCEPTED'],
      ] as const) {
        const res = await decide(token, past.id, to);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(messages.sessionDatePassed);
      }
    }
  });

  it('an admin cancels (lists kept) and accepts naming a teacher', async () => {
    const s = await request();
    const cancelled = (await decide(c.admin.token, s.sessionID, 'REJECTED')).json().data as Session;
    expect(cancelled.status).toBe('REJECTED');
    expect(cancelled.requestedTeacher).toHaveLength(2);
    const wrong = await decide(c.admin.token, s.sessionID, 'ACCEPTED', {
      acceptedTeacher: [{ userID: c.otherTeacher.user.id }],
    });
    expect(wrong.statusCode).toBe(400);
    const accepted = (
      await decide(c.admin.token, s.sessionID, 'ACCEPTED', { acceptedTeacher: [{ userID: c.teacher.user.id }] })
    ).json().data as Session;
    expect(ids(accepted.acceptedTeacher)).toEqual([c.teacher.user.id]);
    expect(ids(accepted.requestedTeacher)).toEqual([c.teacher.user.id]);
  });

  it('two teachers deciding at the same moment leave one outcome', async () => {
    for (let round = 0; round < 5; round++) {
      const s = await request();
      const answers = await Promise.all([
        decide(c.teacher.token, s.sessionID, 'ACCEPTED'),
        decide(c.teacher2.token, s.sessionID, 'ACCEPTED'),
      ]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const final = (await call('/getSessionByID', c.admin.token, { sessionID: s.sessionID })).json().data as Session;
      expect(final.status).toBe('ACCEPTED');
      expect(final.acceptedTeacher).toHaveLength(1);
      expect(ids(final.requestedTeacher)).toEqual(ids(final.acceptedTeacher));
    }
  });
});

describe('admin sessions', () => {
  it('Add New makes a class session for the curriculum; offline needs an address', async () => {
    const body = requestBody(c, {
      title: 'Revision class',
      topic: undefined,
      chapter: undefined,
      desc: '',
      sessionType: 'Practical',
      sessionMode: { mode: 'Offine Session', address: '', facilities: ['AC'] },
    });
    const missing = await call('/sessionInsert', c.admin.token, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toBe(messages.addressRequired);
    const ok = await call('/sessionInsert', c.admin.token, {
      ...body,
      sessionMode: { mode: 'Offine Session', address: 'Room 4', facilities: ['AC', 'Fan'] },
    });
    expect(ok.statusCode).toBe(200);
    const s = ok.json().data;
    expect(s.studentCount).toBe(2);
    expect(s.sessionType).toBe('Practical');
    expect(s.sessionMode.address).toBe('Room 4');
  });

  it('the bell and the Session list hold sessions of more than 10 students; exactly 10 is not more', async () => {
    const students = (n: number) => Array.from({ length: n }, () => c.student.user.id);
    const future = { start: new Date(Date.now() + 86_400_000), end: new Date(Date.now() + 90_000_000) };
    const eleven = await insertSession(t.deps.db, c, { ...future, title: 'Eleven', students: students(11) });
    const ten = await insertSession(t.deps.db, c, { ...future, title: 'Ten', students: students(10) });
    const bell = (await call('/getSessionBell', c.admin.token))
      .json()
      .data.map((x: { sessionID: string }) => x.sessionID);
    expect(bell).toContain(eleven.id);
    expect(bell).not.toContain(ten.id);
    const large = (await call('/getAdminSessions', c.admin.token, {})).json().data.map((x: Session) => x.sessionID);
    expect(large).toContain(eleven.id);
    expect(large).not.toContain(ten.id);
    const all = (await call('/getAdminSessions', c.admin.token, { showAll: true }))
      .json()
      .data.map((x: Session) => x.sessionID);
    expect(all).toEqual(expect.arrayContaining([eleven.id, ten.id]));
  });

  it('invites teachers of the subject, who are asked and told', async () => {
    const s = await request({ requestedTeacher: [{ userID: c.teacher.user.id }] });
    const window = requestBody(c);
    const wrong = await call('/inviteTeacher', c.admin.token, {
      sessionID: s.sessionID,
      acceptedTeacher: [{ userID: c.otherTeacher.user.id }],
      ...window,
    });
    expect(wrong.statusCode).toBe(400);
    const res = await call('/inviteTeacher', c.admin.token, {
      sessionID: s.sessionID,
      acceptedTeacher: [{ userID: c.teacher2.user.id }],
      start: window.start,
      end: window.end,
    });
    expect(res.json().message).toBe(messages.inviteSent);
    expect(ids(res.json().data.requestedTeacher)).toEqual([c.teacher.user.id, c.teacher2.user.id].sort());
    const bell = (await call('/getNotifications', c.teacher2.token)).json().data;
    expect(bell[0].type).toBe('sessionInvite');
  });
});

describe('after a session', () => {
  it('its student gives feedback and a rating once', async () => {
    const done = await insertSession(t.deps.db, c, { status: 'ACCEPTED' });
    const upcomingOnly = await request();
    expect(
      (await call('/sessionUpdate', c.student.token, { sessionID: upcomingOnly.sessionID, rating: 5 })).statusCode,
    ).toBe(409);
    expect((await call('/sessionUpdate', c.classmate.token, { sessionID: done.id, rating: 5 })).statusCode).toBe(404);
    const res = await call('/sessionUpdate', c.student.token, { sessionID: done.id, feedback: 'Helpful', rating: 5 });
    expect(res.json().data).toMatchObject({ feedback: 'Helpful', rating: 5 });
    expect((await call('/sessionUpdate', c.student.token, { sessionID: done.id, rating: 4 })).statusCode).toBe(409);
    const completed = (await call('/getAllCompletedSessions', c.student.token, {})).json().data;
    expect(completed.map((x: Session) => x.sessionID)).toContain(done.id);
  });
});

describe('calendar feed', () => {
  it('serves the accepted sessions, and a reset stops the old address', async () => {
    const s = await request();
    await decide(c.teacher.token, s.sessionID, 'ACCEPTED');
    const url = (await call('/getCalendarFeed', c.student.token)).json().data.url as string;
    expect((await call('/getCalendarFeed', c.student.token)).json().data.url).toBe(url);
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain(`UID:${s.sessionID}@kaksha`);
    const fresh = (await call('/resetCalendarFeed', c.student.token, {})).json().data.url as string;
    expect(fresh).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(fresh).pathname })).statusCode).toBe(200);
    const forged = path.replace(/\.[^.]+\.ics$/, '.forged.ics');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });
});

describe('one visibility rule for getSessionByID, getSessionByCode and getAllSessions', () => {
  type Seen = Session & { createdBy: string; feedback: string | null; rating: number | null; studentEmails: string[] };
  const LINK = 'https://meet.jit.si/Kaksha-one-to-one';

  /** What each call shows one caller of the session, or null where it is not shown. */
  async function throughEachCall(token: string, sessionID: string) {
    const byId = await call('/getSessionByID', token, { sessionID });
    const byCode = await call('/getSessionByCode', token, { curriculumCode: c.curriculum.curriculumCode });
    const all = await call('/getAllSessions', token, { condition: 'all' });
    const find = (res: typeof all) =>
      res.statusCode === 200 ? ((res.json().data as Seen[]).find((x) => x.sessionID === sessionID) ?? null) : null;
    return {
      byId: byId.statusCode === 200 ? (byId.json().data as Seen) : byId.statusCode,
      byCode: byCode.statusCode === 200 ? find(byCode) : byCode.statusCode,
      all: find(all),
    };
  }

  it("a student's one-to-one: outsiders get 404, a teacher of the subject sees it without the student", async () => {
    // Sita asked Tara; Tara accepted; the session is over and Sita rated it.
    const s = await insertSession(t.deps.db, c, {
      status: 'ACCEPTED',
      requestedTeacher: [c.teacher.user.id],
      acceptedTeacher: [c.teacher.user.id],
      link: LINK,
      feedback: 'Very clear',
      rating: 4,
    });
    const full = { createdBy: c.student.user.email, feedback: 'Very clear', rating: 4, link: LINK };

    const own = await throughEachCall(c.student.token, s.id);
    for (const seen of [own.byId, own.byCode, own.all]) {
      expect(seen).toMatchObject({ ...full, studentEmails: [c.student.user.email] });
    }

    const accepting = await throughEachCall(c.teacher.token, s.id);
    for (const seen of [accepting.byId, accepting.byCode, accepting.all]) {
      expect(seen).toMatchObject({ ...full, studentEmails: [c.student.user.email] });
    }

    // Tom teaches the subject but was not asked: he sees that the session exists, not who asked,
    // what they thought of it, or their meeting room. His calendar holds only what he was asked.
    const colleague = await throughEachCall(c.teacher2.token, s.id);
    for (const seen of [colleague.byId, colleague.byCode]) {
      expect(seen).toMatchObject({ createdBy: '', feedback: null, rating: null, link: null, studentEmails: [] });
      expect((seen as Seen).student).toEqual([]);
      expect((seen as Seen).studentCount).toBe(1);
    }
    expect(colleague.all).toBeNull();

    const admin = await throughEachCall(c.admin.token, s.id);
    for (const seen of [admin.byId, admin.byCode, admin.all]) {
      // Staff see who asked and what they said; the one-to-one room is for those who take part.
      expect(seen).toMatchObject({ ...full, link: null, studentEmails: [c.student.user.email] });
    }

    // A classmate, a teacher of another subject and a student of another curriculum: nothing.
    expect(await throughEachCall(c.classmate.token, s.id)).toEqual({ byId: 404, byCode: null, all: null });
    expect(await throughEachCall(c.otherTeacher.token, s.id)).toEqual({ byId: 404, byCode: null, all: null });
    expect(await throughEachCall(c.outsider.token, s.id)).toEqual({ byId: 404, byCode: 404, all: null });
  });

  it('a class an admin added is seen by the students invited to it, each seeing only themselves', async () => {
    const s = await insertSession(t.deps.db, c, {
      status: 'ACCEPTED',
      role: 'admin',
      createdBy: c.admin.user.id,
      requestedTeacher: [c.teacher.user.id],
      acceptedTeacher: [c.teacher.user.id],
      students: [c.student.user.id, c.classmate.user.id],
      link: LINK,
    });
    const invited = await throughEachCall(c.classmate.token, s.id);
    for (const seen of [invited.byId, invited.byCode, invited.all]) {
      expect(seen).toMatchObject({ createdBy: '', link: LINK, studentEmails: [c.classmate.user.email] });
      expect((seen as Seen).studentCount).toBe(2);
    }
    const admin = (await throughEachCall(c.admin.token, s.id)).byId as Seen;
    expect(admin).toMatchObject({ createdBy: c.admin.user.email, link: LINK });
    expect(admin.studentEmails.sort()).toEqual([c.student.user.email, c.classmate.user.email].sort());
    expect(await throughEachCall(c.otherTeacher.token, s.id)).toEqual({ byId: 404, byCode: null, all: null });
  });
});
