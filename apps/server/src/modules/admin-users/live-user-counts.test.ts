import crypto from 'node:crypto';
import { STUDENT_STATES } from '@kaksha/contracts/student-state';
import { and, count, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveUserCounts, users } from '../../db/schema/index.ts';
import { buildAdmin, buildStudent, buildTeacher, buildUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { countLiveUsers, liveCountColumns } from './queries.ts';
import { studentStateIs } from './student-state.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

/** Every filter the people lists count by, on the kept counts and on the users table itself. */
const filters: [string, SQL | undefined, SQL | undefined][] = [
  ['students', eq(liveUserCounts.role, 'student'), eq(users.role, 'student')],
  ['staff', ne(liveUserCounts.role, 'student'), ne(users.role, 'student')],
  ['admins', inArray(liveUserCounts.role, ['admin', 'superadmin']), inArray(users.role, ['admin', 'superadmin'])],
  ...STUDENT_STATES.map((state): [string, SQL | undefined, SQL | undefined] => [
    `students ${state}`,
    and(eq(liveUserCounts.role, 'student'), studentStateIs(state, liveCountColumns)),
    and(eq(users.role, 'student'), studentStateIs(state)),
  ]),
];

async function expectCountsTrue() {
  for (const [name, onCounts, onUsers] of filters) {
    const [real] = await t.deps.db
      .select({ n: count() })
      .from(users)
      .where(and(isNull(users.deletedAt), onUsers));
    expect(await countLiveUsers(t.deps.db, onCounts), name).toBe(real?.n ?? 0);
  }
}

describe('live user counts, kept by triggers on users', () => {
  it('follow inserts one at a time and many in one statement', async () => {
    await buildStudent(t.deps.db);
    await buildStudent(t.deps.db, { isActive: false });
    await buildTeacher(t.deps.db);
    await buildAdmin(t.deps.db);
    await buildUser(t.deps.db, { role: 'superadmin' });
    await t.deps.db.insert(users).values(
      Array.from({ length: 30 }, (_, i) => ({
        id: crypto.randomUUID(),
        email: `bulk-${i}-${crypto.randomUUID()}@example.test`,
        role: 'student',
        firstName: `Bulk ${i}`,
        isActive: i % 3 === 0,
        isRejected: i % 5 === 0,
        acceptedAt: i % 2 === 0 ? new Date() : null,
      })),
    );
    await expectCountsTrue();
  });

  it('follow acceptance, rejection, deactivation and a change of role', async () => {
    const waiting = await buildStudent(t.deps.db, { isActive: false });
    const other = await buildStudent(t.deps.db, { isActive: false });
    const teacher = await buildTeacher(t.deps.db);
    await t.deps.db.update(users).set({ isActive: true, acceptedAt: new Date() }).where(eq(users.id, waiting.id));
    await expectCountsTrue();
    await t.deps.db.update(users).set({ isRejected: true }).where(eq(users.id, other.id));
    await expectCountsTrue();
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, waiting.id));
    await expectCountsTrue();
    await t.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, teacher.id));
    await expectCountsTrue();
  });

  it('leave out deleted users, whether hidden or removed, and count a restored one again', async () => {
    const hidden = await buildStudent(t.deps.db);
    const removed = await buildTeacher(t.deps.db);
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, hidden.id));
    await t.deps.db.delete(users).where(eq(users.id, removed.id));
    await expectCountsTrue();
    await t.deps.db.update(users).set({ deletedAt: null }).where(eq(users.id, hidden.id));
    await expectCountsTrue();
  });

  it('write nothing for a change that moves nobody between counts', async () => {
    const student = await buildStudent(t.deps.db);
    const before = await t.deps.db.select().from(liveUserCounts);
    await t.deps.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, student.id));
    expect(await t.deps.db.select().from(liveUserCounts)).toEqual(before);
  });

  it('forget a change that rolls back', async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.update(users).set({ isActive: false }).where(eq(users.role, 'student'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await expectCountsTrue();
  });
});
