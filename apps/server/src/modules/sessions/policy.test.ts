import { messages } from '@kaksha/contracts';
import { describe, expect, it } from 'vitest';
import { decide, mayReadSession, type SessionFacts } from './policy.ts';

const now = new Date('2026-11-23T10:00:00Z');
const session = (over: Partial<SessionFacts> = {}): SessionFacts => ({
  status: 'PENDING',
  start: new Date('2026-11-24T06:30:00Z'),
  curriculumCode: 'C1',
  createdBy: 's1',
  requestedTeacher: ['t1', 't2'],
  rejectedTeacher: [],
  acceptedTeacher: [],
  students: ['s1'],
  ...over,
});
const t1 = { userId: 't1', role: 'teacher' };
const t3 = { userId: 't3', role: 'teacher' };
const admin = { userId: 'a1', role: 'admin' };

describe('who reads a session', () => {
  it.each([
    ['its student', { userId: 's1', role: 'student' }, session(), [], true],
    ['a classmate, pending', { userId: 's2', role: 'student' }, session(), ['C1'], false],
    ['a classmate, accepted', { userId: 's2', role: 'student' }, session({ status: 'ACCEPTED' }), ['C1'], true],
    [
      'a student of another curriculum',
      { userId: 's2', role: 'student' },
      session({ status: 'ACCEPTED' }),
      ['C2'],
      false,
    ],
    ['an asked teacher', t1, session(), [], true],
    ['a teacher not asked', t3, session(), [], false],
    ['a teacher who refused', t3, session({ rejectedTeacher: ['t3'] }), [], true],
    ['an admin', admin, session(), [], true],
    ['staff', { userId: 'x', role: 'staff' }, session(), [], false],
  ] as const)('%s: %s', (_who, actor, s, codes, expected) => {
    expect(mayReadSession(actor, s, codes)).toBe(expected);
  });
});

describe('decisions and their lists (student spec §4)', () => {
  it('a teacher rejecting moves from requested to rejected', () => {
    expect(decide(t1, session(), 'REJECTED', now)).toEqual({
      ok: true,
      status: 'REJECTED',
      requestedTeacher: ['t2'],
      rejectedTeacher: ['t1'],
      acceptedTeacher: [],
    });
  });

  it('a teacher accepting reduces requested to them and appends to accepted', () => {
    expect(decide(t1, session({ status: 'REJECTED', rejectedTeacher: ['t1'] }), 'ACCEPTED', now)).toEqual({
      ok: true,
      status: 'ACCEPTED',
      requestedTeacher: ['t1'],
      rejectedTeacher: [],
      acceptedTeacher: ['t1'],
    });
  });

  it('an admin rejecting cancels and keeps the lists; accepting may name teachers', () => {
    expect(decide(admin, session(), 'REJECTED', now)).toMatchObject({
      ok: true,
      status: 'REJECTED',
      requestedTeacher: ['t1', 't2'],
    });
    expect(decide(admin, session(), 'ACCEPTED', now, ['t2'])).toMatchObject({
      requestedTeacher: ['t2'],
      acceptedTeacher: ['t2'],
    });
  });

  it.each([
    ['a teacher not asked', t3, session(), 'ACCEPTED', 404, messages.notFound],
    [
      'a past session',
      t1,
      session({ start: new Date('2026-11-23T09:00:00Z') }),
      'ACCEPTED',
      409,
      messages.sessionDatePassed,
    ],
    ['an accepted session', t1, session({ status: 'ACCEPTED' }), 'REJECTED', 409, messages.sessionStatusNotAllowed],
    ['a student', { userId: 's1', role: 'student' }, session(), 'ACCEPTED', 404, messages.notFound],
  ] as const)('refuses %s', (_case, actor, s, to, status, message) => {
    expect(decide(actor, s, to, now)).toEqual({ ok: false, status, message });
  });
});
