import crypto from 'node:crypto';
import { defaultSessionWindow } from '@kaksha/contracts/session-rules';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client.ts';
import { tutoringSessions, type UserRow } from '../db/schema/index.ts';
import { loginAs } from './auth-helpers.ts';
import { buildCurriculum, buildSubject } from './catalogue-factories.ts';
import { buildAdmin, buildStudent, buildTeacher, enrol } from './factories.ts';
import { type ApiCall, apiCaller } from './role-tokens.ts';
import { getTestApp, type TestApp } from './test-app.ts';

export interface Person {
  user: UserRow;
  token: string;
}

async function person(t: TestApp, build: Promise<UserRow>): Promise<Person> {
  const user = await build;
  return { user, token: await loginAs(t.app, user) };
}

/**
 * A curriculum with two subjects; two teachers of the first, one of the second; two enrolled
 * students, one outsider enrolled elsewhere; and an admin.
 */
export async function buildClass(t: TestApp) {
  const db = t.deps.db;
  const curriculum = await buildCurriculum(db);
  const other = await buildCurriculum(db);
  const subject = await buildSubject(db, curriculum);
  const otherSubject = await buildSubject(db, curriculum);
  const [teacher, teacher2, otherTeacher, student, classmate, outsider, admin] = await Promise.all([
    person(t, buildTeacher(db, { firstName: 'Tara' })),
    person(t, buildTeacher(db, { firstName: 'Tom' })),
    person(t, buildTeacher(db)),
    person(t, buildStudent(db, { firstName: 'Sita' })),
    person(t, buildStudent(db)),
    person(t, buildStudent(db)),
    person(t, buildAdmin(db)),
  ]);
  await enrol(db, teacher.user, curriculum.curriculumCode, subject.subject);
  await enrol(db, teacher2.user, curriculum.curriculumCode, subject.subject);
  await enrol(db, otherTeacher.user, curriculum.curriculumCode, otherSubject.subject);
  await enrol(db, student.user, curriculum.curriculumCode);
  await enrol(db, classmate.user, curriculum.curriculumCode);
  await enrol(db, outsider.user, other.curriculumCode);
  return { curriculum, subject, otherSubject, teacher, teacher2, otherTeacher, student, classmate, outsider, admin };
}

export type Class = Awaited<ReturnType<typeof buildClass>>;

/** A valid Request A Session body (the default window: tomorrow 12:00 to 13:00). */
export const requestBody = (c: Class, overrides: Record<string, unknown> = {}) => ({
  curriculum: c.curriculum.curriculum,
  curriculumCode: c.curriculum.curriculumCode,
  subject: c.subject.subject,
  topic: 'Sets',
  chapter: 'Unions',
  desc: '<p>Please explain unions</p>',
  ...defaultSessionWindow('Asia/Kolkata'),
  ...overrides,
});

/** A session written straight to the database, e.g. one that has already started. */
export async function insertSession(db: Db, c: Class, overrides: Partial<typeof tutoringSessions.$inferInsert> = {}) {
  const [row] = await db
    .insert(tutoringSessions)
    .values({
      id: crypto.randomUUID(),
      title: 'Past session',
      curriculum: c.curriculum.curriculum,
      curriculumCode: c.curriculum.curriculumCode,
      subject: c.subject.subject,
      start: new Date(Date.now() - 2 * 3600_000),
      end: new Date(Date.now() - 3600_000),
      role: 'student',
      createdBy: c.student.user.id,
      requestedTeacher: [c.teacher.user.id, c.teacher2.user.id],
      students: [c.student.user.id],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('session not created');
  return row;
}

/**
 * The test file's app, a class (a curriculum with its teacher, students and admin) and a caller:
 * made before its tests, closed after. `t` and `c` are filled in place by `beforeAll`, so read
 * their members inside tests, not at the top of the file.
 */
export function useClassApp(): { t: TestApp; c: Class; call: ApiCall } {
  const t = {} as TestApp;
  const c = {} as Class;
  let inner: ApiCall;
  beforeAll(async () => {
    Object.assign(t, await getTestApp());
    Object.assign(c, await buildClass(t));
    inner = apiCaller(t);
  });
  afterAll(() => t.close());
  return { t, c, call: (path, token, payload) => inner(path, token, payload) };
}
