import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  decide,
  mayReadSession,
  relationTo,
  type SessionActor,
  type SessionFacts,
  type SessionRelation,
  sessionView,
  type TaughtSubject,
} from './policy.ts';

const now = new Date('2026-11-23T10:00:00Z');
const session = (over: Partial<SessionFacts> = {}): SessionFacts => ({
  status: 'PENDING',
  start: new Date('2026-11-24T06:30:00Z'),
  curriculumCode: 'C1',
  subject: 'Maths',
  role: 'student',
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

// s1 asked t1 and t2 for help in Maths of C1; t2 refused, t1 accepted. s2 is a classmate of C1.
const oneToOne = session({
  status: 'ACCEPTED',
  requestedTeacher: ['t1'],
  rejectedTeacher: ['t2'],
  acceptedTeacher: ['t1'],
});
// A class an admin added for C1, with s1 and s2 invited, taught by t1.
const classSession = session({
  status: 'ACCEPTED',
  role: 'admin',
  createdBy: 'a1',
  requestedTeacher: ['t1'],
  acceptedTeacher: ['t1'],
  students: ['s1', 's2'],
});
const mathsOfC1 = [{ curriculumCode: 'C1', subject: 'Maths' }];
const physicsOfC1 = [{ curriculumCode: 'C1', subject: 'Physics' }];
const mathsOfC2 = [{ curriculumCode: 'C2', subject: 'Maths' }];
const none = { people: false, onlyViewerAmongStudents: false, link: false };

describe('who reads a session, and what of it (roles x relation)', () => {
  type Row = [string, SessionActor, SessionFacts, TaughtSubject[], SessionRelation, typeof none | null];
  const table: Row[] = [
    [
      'the requester',
      { userId: 's1', role: 'student' },
      oneToOne,
      [],
      'student',
      { people: true, onlyViewerAmongStudents: true, link: true },
    ],
    ['a classmate, one-to-one', { userId: 's2', role: 'student' }, oneToOne, [], 'none', null],
    [
      'an invited student, class',
      { userId: 's2', role: 'student' },
      classSession,
      [],
      'student',
      { people: false, onlyViewerAmongStudents: true, link: true },
    ],
    ['a student not invited, class', { userId: 's3', role: 'student' }, classSession, [], 'none', null],
    [
      'the accepting teacher',
      t1,
      oneToOne,
      mathsOfC1,
      'sessionTeacher',
      { people: true, onlyViewerAmongStudents: false, link: true },
    ],
    [
      'a teacher who refused',
      { userId: 't2', role: 'teacher' },
      oneToOne,
      mathsOfC1,
      'sessionTeacher',
      { people: true, onlyViewerAmongStudents: false, link: false },
    ],
    [
      'an asked teacher, pending',
      t1,
      session(),
      mathsOfC1,
      'sessionTeacher',
      { people: true, onlyViewerAmongStudents: false, link: false },
    ],
    ['a teacher of the subject, not asked', t3, oneToOne, mathsOfC1, 'subjectTeacher', none],
    ['a teacher of another subject', t3, oneToOne, physicsOfC1, 'none', null],
    ['a teacher of the subject elsewhere', t3, oneToOne, mathsOfC2, 'none', null],
    [
      'an admin, one-to-one',
      admin,
      oneToOne,
      [],
      'staff',
      { people: true, onlyViewerAmongStudents: false, link: false },
    ],
    [
      'an admin, their class',
      admin,
      classSession,
      [],
      'staff',
      { people: true, onlyViewerAmongStudents: false, link: true },
    ],
    [
      'a superadmin',
      { userId: 'x', role: 'superadmin' },
      session(),
      [],
      'staff',
      { people: true, onlyViewerAmongStudents: false, link: false },
    ],
    ['an unknown role', { userId: 'x', role: 'staff' }, session(), [], 'none', null],
  ];
  it.each(table)('%s', (_who, actor, s, taught, relation, view) => {
    expect(relationTo(actor, s, taught)).toBe(relation);
    expect(mayReadSession(actor, s, taught)).toBe(relation !== 'none');
    if (view) expect(sessionView(actor, s, relation)).toEqual(view);
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
