import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../test/admin-suite.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildStudent, buildTeacher, buildUser } from '../../test/factories.ts';

const s = adminSuite();

const studentForm = (o: Record<string, unknown> = {}) => ({
  firstName: 'Ananya',
  middleName: '',
  lastName: 'Gupta',
  email: `ananya-${Math.random().toString(36).slice(2, 8)}@example.test`,
  mobile: '9123456780',
  gender: 'Female',
  dob: '2006-04-12',
  address: '7 Lake Road, Pune',
  country: 'India',
  state: 'Maharashtra',
  city: 'Pune',
  pincode: '411001',
  parentOrGardien: { parentFirstName: 'Sunil', parentMobile: '9000000001', parentEmail: 'sunil@example.test' },
  ...o,
});

describe('POST /api/getStudentList', () => {
  it('lists live students only, with their curriculum and details', async () => {
    const student = await buildStudent(s.t.deps.db, {
      curriculum: 'KKS-BSC-CS',
      curriculumCode: 'KKS-BSC-CS-2026',
      gender: 'Male',
      dob: '2005-01-02',
    });
    const teacher = await buildTeacher(s.t.deps.db);
    const gone = await buildStudent(s.t.deps.db, { deletedAt: new Date() });
    const res = await s.api.post('/api/getStudentList', s.adminToken, {});
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { userID: string; role: string }[];
    expect(data.every((s) => s.role === 'student')).toBe(true);
    expect(data.find((s) => s.userID === student.id)).toMatchObject({
      curriculumCode: 'KKS-BSC-CS-2026',
      gender: 'Male',
      dob: '2005-01-02',
    });
    const ids = data.map((s) => s.userID);
    expect(ids).not.toContain(teacher.id);
    expect(ids).not.toContain(gone.id);
  });

  it('is for admins only', async () => {
    for (const user of [
      await buildStudent(s.t.deps.db),
      await buildTeacher(s.t.deps.db),
      await buildUser(s.t.deps.db, { role: 'staff' }),
    ]) {
      expect((await s.api.post('/api/getStudentList', await loginAs(s.t.app, user), {})).statusCode).toBe(403);
    }
  });
});

describe('POST /api/getStudentList with userID', () => {
  it('gives one student’s details, without the password; 404 for anyone else', async () => {
    const student = await buildStudent(s.t.deps.db, { isEmailVerified: false, city: 'Pune' });
    const res = await s.api.post('/api/getStudentList', s.adminToken, { userID: student.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({ userID: student.id, isEmail: false, isActivate: true, city: 'Pune' });
    expect(res.body).not.toContain('password');
    const teacher = await buildTeacher(s.t.deps.db);
    expect((await s.api.post('/api/getStudentList', s.adminToken, { userID: teacher.id })).statusCode).toBe(404);
    expect((await s.api.post('/api/getStudentList', s.adminToken, { userID: 'nobody' })).statusCode).toBe(404);
  });
});

describe('POST /api/updateStudent', () => {
  it('changes a student’s details', async () => {
    const student = await buildStudent(s.t.deps.db);
    const form = studentForm();
    const res = await s.api.post('/api/updateStudent', s.adminToken, { ...form, userID: student.id });
    expect(res.statusCode).toBe(200);
    const profile = (await s.api.post('/api/getStudentList', s.adminToken, { userID: student.id })).json().data[0];
    expect(profile).toMatchObject({
      firstName: 'Ananya',
      email: form.email,
      gender: 'Female',
      dob: '2006-04-12',
      pincode: '411001',
      parentOrGardien: { parentFirstName: 'Sunil', parentEmail: 'sunil@example.test', parentLastName: '' },
    });
  });

  it('names the first invalid field in the message', async () => {
    const student = await buildStudent(s.t.deps.db);
    const future = await s.api.post('/api/updateStudent', s.adminToken, {
      ...studentForm({ dob: '2999-01-01' }),
      userID: student.id,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(`dob: ${messages.dobInFuture}`);
    const gender = await s.api.post('/api/updateStudent', s.adminToken, {
      ...studentForm({ gender: 'Robot' }),
      userID: student.id,
    });
    expect(gender.json().errors[0].field).toBe('gender');
    const parent = await s.api.post('/api/updateStudent', s.adminToken, {
      ...studentForm({ parentOrGardien: { parentEmail: 'not-mail' } }),
      userID: student.id,
    });
    expect(parent.json().errors[0].field).toBe('parentOrGardien.parentEmail');
  });

  it('refuses a place not in the registration lists, naming the part to choose again, and a missing city', async () => {
    const student = await buildStudent(s.t.deps.db);
    const typed = await s.api.post('/api/updateStudent', s.adminToken, {
      ...studentForm({ state: 'Maharastra' }),
      userID: student.id,
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual([{ field: 'state', message: messages.unknownPlace }]);
    const wrongCity = await s.api.post('/api/updateStudent', s.adminToken, {
      ...studentForm({ city: 'Bengaluru' }),
      userID: student.id,
    });
    expect(wrongCity.json().errors).toEqual([{ field: 'city', message: messages.unknownPlace }]);
    const noCity = await s.api.post('/api/updateStudent', s.adminToken, {
      ...studentForm({ city: '' }),
      userID: student.id,
    });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().errors[0]).toEqual({ field: 'city', message: messages.required });
  });

  it('answers 404 for someone who is not a student, 409 for a taken e-mail, 403 for non-admins', async () => {
    const teacher = await buildTeacher(s.t.deps.db);
    expect(
      (await s.api.post('/api/updateStudent', s.adminToken, { ...studentForm(), userID: teacher.id })).statusCode,
    ).toBe(404);
    const student = await buildStudent(s.t.deps.db);
    const taken = await s.api.post('/api/updateStudent', s.adminToken, {
      ...studentForm({ email: teacher.email }),
      userID: student.id,
    });
    expect(taken.statusCode).toBe(409);
    const self = await s.api.post('/api/updateStudent', await loginAs(s.t.app, student), {
      ...studentForm(),
      userID: student.id,
    });
    expect(self.statusCode).toBe(403);
  });
});
