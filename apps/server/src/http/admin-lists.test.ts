import { DEFAULT_PAGE_SIZE } from '@kaksha/contracts/list-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, buildExamPlace, buildTemplate } from '../test/assessment-factories.ts';
import { loginAs } from '../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher } from '../test/factories.ts';
import { attachVideoRow, buildTopicWithChapters } from '../test/media-factories.ts';
import { caller } from '../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let admin: string;
const tag = `Zq${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
  admin = await loginAs(t.app, await buildAdmin(t.deps.db));
  const db = t.deps.db;
  // Students named so that sorting and searching have a known answer.
  for (const [firstName, extra] of [
    ['Aarav', { isActive: true }],
    ['Bhavna', { isActive: false }],
    ['Chetan', { isActive: false, isRejected: true }],
    ['Divya', { isActive: false, acceptedAt: new Date() }],
  ] as const) {
    await buildStudent(db, { firstName, lastName: tag, ...extra });
  }
  await buildTeacher(db, { firstName: 'Esha', lastName: tag });
  // Two of each catalogue list's rows (a curriculum and its subject, topics, questions, templates, tests, videos).
  for (let i = 0; i < 2; i++) {
    const place = await buildExamPlace(db);
    await buildTemplate(db, place.at, [place.questions.multiA]);
    await buildAssessment(db, place.at, [place.questions.multiA]);
    const topic = await buildTopicWithChapters(db);
    await attachVideoRow(db, topic, 0, `videos/${tag}-${i}.mp4`);
  }
});
afterAll(() => t.close());

type Page = { status: true; data: Record<string, unknown>[]; total: number; page: number; pageSize: number };

describe('paging, search and sort of a list (the shared helper, through the student list)', () => {
  const students = async (body: Record<string, unknown>) => {
    const res = await api.post('/api/getStudentList', admin, { search: tag, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const names = (page: Page) => page.data.map((row) => row.firstName);

  it('answers a page of the matching rows with their total, by name', async () => {
    const first = await students({ pageSize: 3 });
    expect(first).toMatchObject({ status: true, total: 4, page: 1, pageSize: 3 });
    expect(names(first)).toEqual(['Aarav', 'Bhavna', 'Chetan']);
    const second = await students({ pageSize: 3, page: 2 });
    expect(names(second)).toEqual(['Divya']);
    expect(second.total).toBe(4);
  });

  it('counts a page past the end without rows', async () => {
    expect(await students({ pageSize: 3, page: 9 })).toMatchObject({ data: [], total: 4, page: 9 });
  });

  it('searches names and e-mail case-insensitively, with % and _ taken literally', async () => {
    expect(names(await students({ search: `bhavna ${tag.toLowerCase()}` }))).toEqual(['Bhavna']);
    expect((await students({ search: '%' })).total).toBe(0);
  });

  it('finds a student by e-mail in any case and by mobile, and no match runs from one field into the next', async () => {
    // Her own word, not the tag: the other tests count the tag's four students.
    const own = `Yx${Date.now().toString(36)}`;
    const mobile = `9${Date.now().toString().slice(-9)}`;
    await buildStudent(t.deps.db, {
      firstName: 'Farah',
      lastName: own,
      email: `farah.${own.toLowerCase()}@example.test`,
      mobile,
    });
    expect(names(await students({ search: `FARAH.${own.toUpperCase()}@` }))).toEqual(['Farah']);
    expect(names(await students({ search: mobile.slice(2) }))).toEqual(['Farah']);
    // The end of the name and the start of the e-mail are side by side in the searched text.
    expect((await students({ search: `${own}farah` })).total).toBe(0);
    expect((await students({ search: `${own} farah` })).total).toBe(0);
  });

  it('sorts on a listed column, either way', async () => {
    expect(names(await students({ sort: 'name', order: 'desc' }))).toEqual(['Divya', 'Chetan', 'Bhavna', 'Aarav']);
  });

  it('refuses a column it does not sort on, and pages over 100 rows', async () => {
    for (const body of [{ sort: 'passwordHash' }, { pageSize: 101 }, { page: 0 }, { order: 'sideways' }]) {
      const res = await api.post('/api/getStudentList', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('shows each student state and filters by it', async () => {
    const all = await students({});
    expect(Object.fromEntries(all.data.map((row) => [row.firstName, row.studentState]))).toEqual({
      Aarav: 'Active',
      Bhavna: 'Awaiting acceptance',
      Chetan: 'Rejected',
      Divya: 'Inactive',
    });
    for (const [studentState, name] of [
      ['Active', 'Aarav'],
      ['Awaiting acceptance', 'Bhavna'],
      ['Rejected', 'Chetan'],
      ['Inactive', 'Divya'],
    ]) {
      expect(names(await students({ studentState }))).toEqual([name]);
    }
  });

  it('filters staff by role, custom roles included', async () => {
    const res = await api.post('/api/getStaffList', admin, { search: tag, role: 'Teacher' });
    expect((res.json() as Page).data.map((row) => row.firstName)).toEqual(['Esha']);
  });
});

// Every admin list: the spec's call with no paging fields, then a second page of one row.
const lists: { name: string; call: (page?: Record<string, unknown>) => Promise<Page> }[] = [
  { name: 'getStudentList', call: (p) => post('/api/getStudentList', p) },
  { name: 'getStaffList', call: (p) => post('/api/getStaffList', p) },
  { name: 'getAllCurriculum', call: (p) => get('/api/getAllCurriculum', p) },
  { name: 'subjectsList', call: (p) => post('/api/subjectsList', p) },
  { name: 'getAllCourse', call: (p) => get('/api/getAllCourse', p) },
  { name: 'getQuestion', call: (p) => post('/api/getQuestion', p) },
  { name: 'videosList', call: (p) => post('/api/videosList', p) },
  { name: 'getAlltemp', call: (p) => get('/api/getAlltemp', p) },
  { name: 'getAssessmentsList', call: (p) => post('/api/getAssessmentsList', p) },
];

async function post(url: string, body: Record<string, unknown> = {}): Promise<Page> {
  const res = await api.post(url, admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function get(url: string, query: Record<string, unknown> = {}): Promise<Page> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await api.get(qs ? `${url}?${qs}` : url, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe.each(lists)('$name', ({ call }) => {
  it('answers the spec shape for the first page and pages on', async () => {
    const first = await call();
    expect(first.status).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first).toMatchObject({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    const one = await call({ pageSize: 1 });
    const two = await call({ pageSize: 1, page: 2 });
    expect(one.data).toHaveLength(1);
    expect(two.data).toHaveLength(1);
    expect(two.data[0]).not.toEqual(one.data[0]);
    expect(two.total).toBe(first.total);
  });

  it('answers every row with all', async () => {
    const every = await call({ all: true });
    expect(every.data).toHaveLength(every.total);
  });
});
