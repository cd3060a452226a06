import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { StaffForm, StudentForm, UpdateStaffBody, UpdateStudentBody } from './admin-users.ts';
import { messages } from './messages.ts';
import { DateOfBirth, isCalendarDate, OptionalMobile } from './person-fields.ts';
import { RegisterBody } from './registration.ts';

const person = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  mobile: '98765 43210',
  gender: 'Female',
  dob: '2001-02-28',
  address: '1 MG Road',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560001',
};

const guardian = { parentFirstName: 'Ravi', parentMobile: '98765 43211' };

/** Every schema that takes a person's details, with a valid value to vary. */
const peopleSchemas: [string, z.ZodType, Record<string, unknown>][] = [
  ['register', RegisterBody, { ...person, password: 'Secret@123', curriculumCode: 'KKS-BSC-CS-2026' }],
  ['student form', StudentForm, person],
  ['updateStudent', UpdateStudentBody, { ...person, userID: 'u1' }],
  ['staff form', StaffForm, { ...person, role: 'staff' }],
  ['updateStaff', UpdateStaffBody, { ...person, role: 'staff', userID: 'u1' }],
];

const issuesAt = (schema: z.ZodType, value: unknown, field: string) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
};

describe('person fields: one rule for registration and every admin people form', () => {
  it.each(peopleSchemas)('%s accepts the valid person', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(peopleSchemas)('%s refuses the mobile 987654- as not valid', (_name, schema, valid) => {
    expect(issuesAt(schema, { ...valid, mobile: '987654-' }, 'mobile')).toEqual([messages.invalidMobile]);
  });

  it.each(peopleSchemas.filter(([, , v]) => 'dob' in v && !('role' in v)))(
    '%s refuses the date of birth 2001-02-30 as not a date',
    (_name, schema, valid) => {
      expect(issuesAt(schema, { ...valid, dob: '2001-02-30' }, 'dob')).toEqual([messages.invalidDate]);
    },
  );

  it.each(peopleSchemas.filter(([, , v]) => !('role' in v)))(
    "%s refuses the guardian's mobile 987654- the same way",
    (_name, schema, valid) => {
      const value = { ...valid, parentOrGardien: { ...guardian, parentMobile: '987654-' } };
      expect(issuesAt(schema, value, 'parentOrGardien.parentMobile')).toEqual([messages.invalidMobile]);
    },
  );
});

describe('dates of birth', () => {
  it.each([
    ['2001-02-28', true],
    ['2000-02-29', true],
    ['2001-02-29', false],
    ['2001-02-30', false],
    ['2001-13-01', false],
    ['2001-00-10', false],
    ['2001-1-10', false],
    ['10/01/2001', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('refuses an empty date as required, a future one as in the future, and one before 1900', () => {
    expect(DateOfBirth.safeParse('').error?.issues[0]?.message).toBe(messages.required);
    expect(DateOfBirth.safeParse('2999-01-01').error?.issues.map((i) => i.message)).toEqual([messages.dobInFuture]);
    expect(DateOfBirth.safeParse('1899-12-31').error?.issues.map((i) => i.message)).toEqual([messages.invalidDate]);
  });
});

describe('optional mobile', () => {
  it.each(['', '+91 98765-43210', '9876543210'])('accepts %j', (value) => {
    expect(OptionalMobile.safeParse(value).success).toBe(true);
  });
  it.each(['987654-', '12345', 'call me', '+-987654321'])('refuses %j', (value) => {
    expect(OptionalMobile.safeParse(value).error?.issues[0]?.message).toBe(messages.invalidMobile);
  });
});
