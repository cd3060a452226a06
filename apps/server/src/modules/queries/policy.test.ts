import type { QueryStatus } from '@kaksha/contracts/session-rules';
import { describe, expect, it } from 'vitest';
import { mayMoveQuery, mayReadQuery, mayReply } from './policy.ts';

const student = { userId: 's1', role: 'student' };
const otherStudent = { userId: 's2', role: 'student' };
const teacher = { userId: 't1', role: 'teacher' };
const admin = { userId: 'a1', role: 'admin' };
const maths = [{ curriculumCode: 'C1', subject: 'Maths' }];
const chat = (status: number) => ({ senderId: 's1', curriculumCode: 'C1', subject: 'Maths', status });

describe('who reads a query', () => {
  it.each([
    ['its student', student, maths, true],
    ['another student', otherStudent, maths, false],
    ['a teacher of its subject', teacher, maths, true],
    ['a teacher of another subject', teacher, [{ curriculumCode: 'C1', subject: 'Physics' }], false],
    ['a teacher of the subject in another curriculum', teacher, [{ curriculumCode: 'C2', subject: 'Maths' }], false],
    ['an admin', admin, maths, false],
  ] as const)('%s: %s', (_who, actor, assignments, expected) => {
    expect(mayReadQuery(actor, chat(0), assignments)).toBe(expected);
  });
});

describe('who moves a query where', () => {
  it.each([
    [student, 0, 2, true],
    [student, 1, 2, true],
    [student, 0, 1, false],
    [student, 2, 1, false],
    [teacher, 0, 1, true],
    [teacher, 0, 2, true],
    [teacher, 1, 2, true],
    [teacher, 2, 1, true],
    [teacher, 1, 0, false],
    [admin, 0, 1, false],
  ] as const)('%o from %s to %s: %s', (actor, from, to, expected) => {
    expect(mayMoveQuery(actor, chat(from), to as QueryStatus)).toBe(expected);
  });

  it.each([
    [student, 0, false],
    [student, 1, true],
    [student, 2, false],
    [teacher, 0, true],
    [teacher, 1, true],
    [teacher, 2, false],
  ] as const)('%o replies at status %s: %s', (actor, status, expected) => {
    expect(mayReply(actor, chat(status))).toBe(expected);
  });
});
