import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import { curricula, enrolments, type UserRow, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/password.ts';

export const TEST_PASSWORD = 'Passw0rd!';
let cachedHash: Promise<string> | undefined;
// Hashing is deliberately slow; factories share one hash of the test password.
const testHash = () => {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: `user-${id}@example.test`,
      passwordHash: await testHash(),
      role: 'student',
      firstName: 'Test',
      lastName: `User ${id}`,
      isActive: true,
      isEmailVerified: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

export const buildStudent = (db: Db, o: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(db, { role: 'student', ...o });
export const buildTeacher = (db: Db, o: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(db, { role: 'teacher', ...o });
export const buildAdmin = (db: Db, o: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(db, { role: 'admin', ...o });

export async function enrol(db: Db, user: UserRow, curriculumCode: string, subject: string | null = null) {
  await db.insert(enrolments).values({
    id: crypto.randomUUID(),
    userId: user.id,
    curriculum: curriculumCode.replace(/-\d{4}$/, ''),
    curriculumCode,
    subject,
  });
}

/** A curriculum open for registration (ending in three years), with a unique code. */
export async function buildCurriculum(db: Db, overrides: Partial<typeof curricula.$inferInsert> = {}) {
  const id = unique().toUpperCase();
  const year = new Date().getUTCFullYear();
  const name = `ORG-BSC-${id}`;
  const [row] = await db
    .insert(curricula)
    .values({
      id: crypto.randomUUID(),
      organizationName: 'Test School',
      organizationCode: 'ORG',
      curriculumAward: 'BSC',
      shortName: id,
      longName: `Bachelor of Testing ${id}`,
      curriculum: name,
      curriculumCode: `${name}-${year}`,
      experience: 'Internship',
      marksMode: 'Percentage',
      effectiveDate: `${year}-01-01`,
      startDate: `${year}-01-01`,
      endDate: `${year + 3}-12-31`,
      duration: 3,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('curriculum not created');
  return row;
}
