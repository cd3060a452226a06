import { messages } from '@kaksha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, type Class, insertSession, requestBody } from '../../test/conversation-factories.ts';
import { apiCaller } from '../../test/role-tokens.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let c: Class;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await getTestApp();
  c = await buildClass(t);
  call = apiCaller(t);
});
afterAll(() => t.close());

type Session = {
  sessionID: string;
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

  it('keeps a pending request from classmates and teachers not asked', async () => {
    const s = await request({ requestedTeacher: [{ userID: c.teacher.user.id }] });
    for (const token of [c.classmate.token, c.teacher2.token, c.otherTeacher.token]) {
      expect((await call('/getSessionByID', token, { sessionID: s.sessionID })).statusCode).toBe(404);
    }
    expect((await decide(c.teacher2.token, s.sessionID, 'ACCEPTED')).statusCode).toBe(404);
    const calendar = (await call('/getAllSessions', c.classmate.token, {})).json().data;
    expect(calendar.map((x: Session) => x.sessionID)).not.toContain(s.sessionID);
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
    // Classmates see the accepted session on their calendar, without the other students' names.
    const classmateView = (await call('/getAllSessions', c.classmate.token, {})).json().data as Session[];
    const seen = classmateView.find((x) => x.sessionID === s.sessionID);
    expect(seen?.student).toEqual([]);
    expect(seen?.studentCount).toBe(1);
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
