import crypto from 'node:crypto';
import { SEARCH_COUNT_CAP } from '@kaksha/contracts/list-query';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTable } from '../../db/list-page.ts';
import { users } from '../../db/schema/index.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin } from '../../test/factories.ts';
import { caller } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { listStudents, peopleList } from './queries.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let admin: string;

/** Adds `n` students in one statement, their first names from `firstName(i)`, their last name `lastName`. */
async function addStudents(n: number, lastName: string, firstName: (i: number) => string) {
  await t.deps.db.insert(users).values(
    Array.from({ length: n }, (_, i) => ({
      id: crypto.randomUUID(),
      email: `${lastName.toLowerCase()}-${i}@example.test`,
      role: 'student',
      firstName: firstName(i),
      lastName,
      isActive: true,
      acceptedAt: new Date(),
    })),
  );
}

beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
  admin = await loginAs(t.app, await buildAdmin(t.deps.db));
  // More students than a search counts, all found by "qx" (a short search, counted apart from its page).
  await addStudents(SEARCH_COUNT_CAP + 5, 'Qx', (i) => `Many ${i}`);
  // Twelve found by "qy", for a cap set small.
  await addStudents(12, 'Qy', (i) => `Few ${i}`);
  // Names that tie: the order within a name is the id's, and no row may show on two pages.
  await addStudents(23, 'Tied', (i) => ['Asha', 'asha', 'Ravi'][i % 3] as string);
});
afterAll(() => t.close());

type ListBody = { data: { userID: string }[]; total: number; page: number; totalIsLowerBound?: true };
const studentList = async (body: Record<string, unknown>) => {
  const res = await api.post('/api/getStudentList', admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListBody;
};

describe('the total of a search that matches more than it counts', () => {
  it('reads "at least the cap" once more students match than SEARCH_COUNT_CAP', async () => {
    const page = await studentList({ search: 'qx', pageSize: 15 });
    expect(page.data).toHaveLength(15);
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true });
  });

  it('counts exactly, without the flag, when the matches are fewer than the cap', async () => {
    const page = await studentList({ search: 'qy', pageSize: 5 });
    expect(page.total).toBe(12);
    expect(page).not.toHaveProperty('totalIsLowerBound');
  });

  it('counts past the cap up to the page asked for, so a next page always follows a lower bound', async () => {
    const search = { search: 'qy', pageSize: 3 };
    const capped = { ...peopleList, countCap: 5 };
    const only = eq(users.role, 'student');
    const at = (page: number) => pageTable(t.deps.db, users, capped, { ...search, page }, only);
    expect(await at(1)).toMatchObject({ total: 5, totalIsLowerBound: true });
    // Page 3 ends at row 9: counted to there, with more to come.
    expect(await at(3)).toMatchObject({ total: 9, totalIsLowerBound: true });
    // Page 4 ends at row 12, the last match: the total is exact again.
    const last = await at(4);
    expect(last.total).toBe(12);
    expect(last.totalIsLowerBound).toBeUndefined();
    expect(last.rows).toHaveLength(3);
  });
});

describe('deep pages', () => {
  /** Every page of `query` in turn, pageSize 4, concatenated. */
  async function everyPage(query: { search?: string }) {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const { rows, total } = await listStudents(t.deps.db, { ...query, pageSize: 4, page });
      ids.push(...rows.map((row) => row.id));
      if (page * 4 >= total) return ids;
    }
  }

  for (const [name, query] of [
    ['the whole list', {}],
    ['a search through the search indexes ("tied")', { search: 'tied' }],
    ['a short search ("ti")', { search: 'ti' }],
  ] as const) {
    it(`pages through ${name} in order, each student once, names that tie included`, async () => {
      // The whole list in the same order, read at once (the database's collation orders it).
      const all = (await listStudents(t.deps.db, { ...query, all: true })).rows;
      const names = all.map((row) => row.firstName.toLowerCase());
      // Each name (Asha and asha are one) is one run of rows.
      expect(names.filter((name, i) => name !== names[i - 1])).toHaveLength(new Set(names).size);
      const paged = await everyPage(query);
      expect(new Set(paged).size).toBe(paged.length);
      expect(paged).toEqual(all.map((row) => row.id));
    });
  }

  it('answers the same rows for a page deep in the list as the list read whole', async () => {
    const whole = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'student'), isNull(users.deletedAt)));
    const page = await studentList({ pageSize: 15, page: 60 });
    const all = (await listStudents(t.deps.db, { all: true })).rows.map((row) => row.id);
    expect(all).toHaveLength(whole.length);
    expect(page.data.map((row) => row.userID)).toEqual(all.slice(59 * 15, 60 * 15));
  });
});
