import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { curricula, subjects } from '../../db/schema/index.ts';
import { withToken } from '../../test/auth-helpers.ts';

/** A curriculum with subjects, enough for a teacher to be placed in. */
export async function seedCurriculum(db: Db, subjectNames: string[] = ['Mathematics', 'Physics']) {
  const short = crypto.randomBytes(3).toString('hex').toUpperCase();
  const curriculum = `TST-BSC-${short}`;
  const curriculumCode = `${curriculum}-2026`;
  await db.insert(curricula).values({
    id: crypto.randomUUID(),
    organizationName: 'Test School',
    organizationCode: 'TST',
    curriculumAward: 'BSC',
    shortName: short,
    longName: `Test curriculum ${short}`,
    curriculum,
    curriculumCode,
    experience: 'Internship',
    marksMode: 'Marks',
    effectiveDate: '2026-01-01',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    duration: 1,
  });
  for (const subject of subjectNames) {
    await db.insert(subjects).values({
      id: crypto.randomUUID(),
      curriculum,
      curriculumCode,
      subject,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  }
  return { curriculum, curriculumCode, subjects: subjectNames };
}

/** Calls the API as the holder of `token` (or nobody). */
export function caller(app: FastifyInstance) {
  return {
    post: (url: string, token: string | null, payload?: unknown) =>
      app.inject({ method: 'POST', url, headers: token ? withToken(token) : {}, payload: payload as object }),
    get: (url: string, token: string | null) =>
      app.inject({ method: 'GET', url, headers: token ? withToken(token) : {} }),
  };
}

let n = 0;
/** A valid staff form; override what the test is about. */
export const staffForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Kavya',
  lastName: `Nair ${++n}`,
  email: `staff-${Date.now().toString(36)}-${n}@example.test`,
  mobile: '9876543210',
  role: 'staff',
  address: '4 Park Street, Kolkata',
  ...overrides,
});
