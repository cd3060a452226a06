import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, type Class, insertSession } from '../../test/conversation-factories.ts';
import { apiCaller } from '../../test/role-tokens.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * helpFromTutor, getSessionByCode and getAdminSessions answer pages, like the other lists: no
 * session is cut off silently, and a call without paging fields gets the first page with its total.
 */
let t: TestApp;
let c: Class;
let call: ReturnType<typeof apiCaller>;
const HOUR = 3600_000;
const SESSIONS = 7;
/** The sessions' ids in the order each list gives them: soonest first (ids of `soonest`), or latest first. */
const soonest: string[] = [];

beforeAll(async () => {
  t = await getTestApp();
  c = await buildClass(t);
  call = apiCaller(t);
  const students = Array.from({ length: 11 }, () => c.student.user.id);
  for (let i = 0; i < SESSIONS; i++) {
    const start = new Date(Date.now() + (i + 2) * 24 * HOUR);
    const row = await insertSession(t.deps.db, c, {
      title: `Session ${i}`,
      start,
      end: new Date(start.getTime() + HOUR),
      status: 'ACCEPTED',
      acceptedTeacher: [c.teacher.user.id],
      students,
    });
    soonest.push(row.id);
  }
});
afterAll(() => t.close());

type Answer = { data: { sessionID: string }[]; total: number; page: number; pageSize: number };

/** Every page of a list at `pageSize`, checked for its paging facts. */
async function allPages(path: string, token: string, body: Record<string, unknown>, pageSize: number) {
  const seen: string[] = [];
  const pages = Math.ceil(SESSIONS / pageSize);
  for (let page = 1; page <= pages + 1; page++) {
    const res = await call(path, token, { ...body, page, pageSize });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as Answer;
    expect(answer).toMatchObject({ total: SESSIONS, page, pageSize });
    expect(answer.data.length).toBe(page <= pages ? Math.min(pageSize, SESSIONS - (page - 1) * pageSize) : 0);
    seen.push(...answer.data.map((s) => s.sessionID));
  }
  return seen;
}

describe('the session lists page', () => {
  it("helpFromTutor pages the student's requests, soonest first, none lost or repeated", async () => {
    const seen = await allPages('/helpFromTutor', c.student.token, { status: 'ACCEPTED' }, 3);
    expect(seen).toEqual(soonest);
  });

  it('getSessionByCode pages the accepted sessions of a curriculum', async () => {
    const body = { curriculumCode: c.curriculum.curriculumCode };
    expect(await allPages('/getSessionByCode', c.student.token, body, 2)).toEqual(soonest);
    expect(await allPages('/getSessionByCode', c.teacher.token, body, 4)).toEqual(soonest);
  });

  it('getAdminSessions pages the large sessions, latest first', async () => {
    const seen = await allPages('/getAdminSessions', c.admin.token, {}, 3);
    expect(seen).toEqual([...soonest].reverse());
  });

  it('a call without paging fields keeps its shape and gets the first page with the total', async () => {
    const res = (await call('/getAdminSessions', c.admin.token, { showAll: true })).json() as Answer;
    expect(res).toMatchObject({ status: true, total: SESSIONS, page: 1, pageSize: 50 });
    expect(res.data.map((s) => s.sessionID)).toEqual([...soonest].reverse());
  });

  it('refuses a page size above the largest with 400', async () => {
    const res = await call('/getAdminSessions', c.admin.token, { pageSize: 1000 });
    expect(res.statusCode).toBe(400);
  });
});
