import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { withToken } from './auth-helpers.ts';
import { buildSubject } from './catalogue-factories.ts';
import { buildCurriculum } from './factories.ts';

/** A curriculum with subjects, enough for a teacher to be placed in. */
export async function seedCurriculum(db: Db, subjectNames: string[] = ['Mathematics', 'Physics']) {
  const place = await buildCurriculum(db);
  for (const subject of subjectNames) await buildSubject(db, place, { subject });
  const { curriculum, curriculumCode } = place;
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

/** A valid student's details (the registration and updateStudent fields); override what the test is about. */
export const studentDetails = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Meera',
  lastName: 'Nair',
  email: `student-${Date.now().toString(36)}-${++n}@example.test`,
  mobile: '98765 43210',
  gender: 'Female',
  dob: '2004-05-14',
  address: '4 Lake Road',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560001',
  ...overrides,
});
