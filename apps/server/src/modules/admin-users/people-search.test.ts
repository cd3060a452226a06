import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildStudent, buildTeacher } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { listStaff, listStudents } from './queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** people_search holds exactly one row per live user, with that user's values as they are now. */
async function expectSearchTrue() {
  const missingOrStale = await rowsOf(sql`
    select id, role, lower(first_name), created_at, is_active, is_rejected, accepted_at,
      lower(first_name || ' ' || last_name), lower(email), lower(mobile)
    from users where deleted_at is null
    except
    select user_id, role, name_key, created_at, is_active, is_rejected, accepted_at, name_text, email_text, mobile_text
    from people_search`);
  const extra = await rowsOf(sql`
    select user_id from people_search except select id from users where deleted_at is null`);
  expect(missingOrStale).toEqual([]);
  expect(extra).toEqual([]);
}

const versionOf = async (id: string) =>
  (await rowsOf(sql`select xmin::text as v from people_search where user_id = ${id}`))[0]?.v;

describe('people_search, kept by triggers on users', () => {
  it('follows inserts one at a time and many in one statement', async () => {
    await buildStudent(t.deps.db, { firstName: 'Zoya', lastName: 'Qureshi', mobile: '9876500001' });
    await buildTeacher(t.deps.db);
    await t.deps.db.insert(users).values(
      Array.from({ length: 20 }, (_, i) => ({
        id: crypto.randomUUID(),
        email: `Search-${i}-${crypto.randomUUID()}@Example.test`,
        role: 'student',
        firstName: `Bulk ${i}`,
        lastName: 'NAME',
        isActive: i % 2 === 0,
      })),
    );
    await expectSearchTrue();
  });

  it('follows a new name, e-mail, mobile, state and role, one user or many at once', async () => {
    const student = await buildStudent(t.deps.db);
    const teacher = await buildTeacher(t.deps.db);
    await t.deps.db
      .update(users)
      .set({ firstName: 'Ýmir', lastName: 'Ólafsson', email: 'YMIR@example.test', mobile: '9000011111' })
      .where(eq(users.id, student.id));
    await expectSearchTrue();
    await t.deps.db.update(users).set({ role: 'admin', isActive: false }).where(eq(users.id, teacher.id));
    await t.deps.db.update(users).set({ isRejected: true }).where(eq(users.role, 'student'));
    await expectSearchTrue();
  });

  it('leaves out deleted users, hidden or removed, and takes back a restored one', async () => {
    const hidden = await buildStudent(t.deps.db);
    const removed = await buildStudent(t.deps.db);
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, hidden.id));
    await t.deps.db.delete(users).where(eq(users.id, removed.id));
    await expectSearchTrue();
    expect(await versionOf(hidden.id)).toBeUndefined();
    await t.deps.db.update(users).set({ deletedAt: null }).where(eq(users.id, hidden.id));
    await expectSearchTrue();
  });

  it('writes nothing when a statement changes only what no list searches or sorts', async () => {
    const student = await buildStudent(t.deps.db);
    const before = await versionOf(student.id);
    expect(before).toBeDefined();
    await t.deps.db.update(users).set({ passwordHash: 'changed', city: 'Pune' }).where(eq(users.id, student.id));
    expect(await versionOf(student.id)).toBe(before);
  });

  it('finds people by any part of their name, e-mail or mobile, whatever the case, 3 letters or more', async () => {
    const student = await buildStudent(t.deps.db, {
      firstName: 'Harpreet',
      lastName: 'Dhillon',
      email: 'h.dhillon@school.test',
      mobile: '9812345678',
    });
    for (const search of ['harpreet dhil', 'DHILLON', 'h.dhillon@', '2345', 'reet']) {
      const page = await listStudents(t.deps.db, { search, pageSize: 50 });
      expect(
        page.rows.map((row) => row.id),
        search,
      ).toContain(student.id);
    }
    // Every match at once (the export), and a page past the end that still tells the total.
    expect((await listStudents(t.deps.db, { search: 'dhillon', all: true })).rows.map((row) => row.id)).toContain(
      student.id,
    );
    const past = await listStudents(t.deps.db, { search: 'harpreet', page: 40, pageSize: 10 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBeGreaterThanOrEqual(1);
    // The search keeps to the list: a student is not on the staff list, a deleted one on neither.
    expect((await listStaff(t.deps.db, { search: 'harpreet' })).rows).toEqual([]);
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, student.id));
    expect((await listStudents(t.deps.db, { search: 'harpreet' })).total).toBe(0);
  });
});
