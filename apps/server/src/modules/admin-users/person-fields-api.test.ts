import { messages } from '@kaksha/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildCurriculum, buildStudent, buildUser } from '../../test/factories.ts';
import { caller, staffForm, studentDetails } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The person fields are one rule (contracts/person-fields.ts): every endpoint that takes a
 * person's details refuses an impossible date and a half-typed mobile the same way.
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let adminToken: string;
let curriculumCode: string;
beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
  adminToken = await loginAs(t.app, await buildAdmin(t.deps.db));
  curriculumCode = (await buildCurriculum(t.deps.db)).curriculumCode;
});
afterAll(() => t.close());

let n = 0;
const person = () => studentDetails({ email: `person-${++n}@example.test` });

/** Each endpoint taking a person, as a function sending the person with `change` applied. */
const senders: [string, (change: Record<string, unknown>) => Promise<{ statusCode: number; json(): unknown }>][] = [
  [
    'register',
    (change) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...person(), password: 'Str0ng!pass', curriculumCode, ...change },
        remoteAddress: `10.77.0.${n}`,
      }),
  ],
  [
    'updateStudent',
    async (change) => {
      const student = await buildStudent(t.deps.db);
      return api.post('/api/updateStudent', adminToken, { ...person(), ...change, userID: student.id });
    },
  ],
  ['createStaff', (change) => api.post('/api/createStaff', adminToken, { ...staffForm(), ...change })],
  [
    'updateStaff',
    async (change) => {
      const staff = await buildUser(t.deps.db, { role: 'staff' });
      return api.post('/api/updateStaff', adminToken, {
        ...staffForm({ email: staff.email }),
        ...change,
        userID: staff.id,
      });
    },
  ],
];

const errorsOf = (res: { json(): unknown }) => (res.json() as { errors?: { field: string; message: string }[] }).errors;

describe('one rule for person fields on every endpoint', () => {
  it.each(senders)('%s refuses the mobile 987654- as not valid', async (_name, send) => {
    const res = await send({ mobile: '987654-' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'mobile', message: messages.invalidMobile }]);
  });

  it.each(senders.slice(0, 2))('%s refuses the date of birth 2001-02-30 as not a date', async (_name, send) => {
    const res = await send({ dob: '2001-02-30' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'dob', message: messages.invalidDate }]);
  });

  it.each(senders.slice(0, 2))("%s refuses the guardian's mobile 987654- the same way", async (_name, send) => {
    const res = await send({ parentOrGardien: { parentFirstName: 'Ravi', parentMobile: '987654-' } });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'parentOrGardien.parentMobile', message: messages.invalidMobile }]);
  });
});
