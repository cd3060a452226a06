import crypto from 'node:crypto';
import { addDays, todayIn, zonedInstant } from '@kaksha/contracts/school-time';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications, queryChats, queryMessages, tutoringSessions, users } from '../db/schema/index.ts';
import { addDemoStudent } from './demo-person-details.ts';

const CURRICULUM = { curriculum: 'KKS-BSC-CS', curriculumCode: 'KKS-BSC-CS-2026' };
/** Ten more students, so the demo has a class session of more than 10 (the admin's bell). */
export const extraDemoStudents = Array.from({ length: 10 }, (_, i) => ({
  email: `student${i + 3}@demo.kaksha.local`,
  firstName: ['Anil', 'Meera', 'Kiran', 'Divya', 'Arjun', 'Neha', 'Ravi', 'Sneha', 'Farhan', 'Lakshmi'][i] ?? 'Student',
  lastName: 'Demo',
}));

const hours = (n: number) => n * 3600_000;
const days = (n: number) => hours(24 * n);

/** The day `offset` days from today in the school's zone, at a wall-clock time. */
function at(offset: number, time: string, timeZone: string): Date {
  return zonedInstant(addDays(todayIn(timeZone), offset), time, timeZone);
}

/**
 * Queries (open, inprogress, completed with a rating), sessions (pending, accepted with a class
 * link, rejected, one held last week, and a class of 12) and a few unread notifications.
 */
export async function loadDemoConversations(tx: Db, passwordHash: string, timeZone = 'Asia/Kolkata'): Promise<void> {
  for (const [i, s] of extraDemoStudents.entries()) {
    // Numbered after the four people of demo-school.ts.
    const gender = i % 2 === 0 ? 'Male' : 'Female';
    await addDemoStudent(tx, { ...s, passwordHash, n: 4 + i, gender }, CURRICULUM);
  }
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'admin@demo.kaksha.local',
        'teacher@demo.kaksha.local',
        'student1@demo.kaksha.local',
        'student2@demo.kaksha.local',
        ...extraDemoStudents.map((s) => s.email),
      ]),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id ?? '';
  const admin = idOf('admin@demo.kaksha.local');
  const teacher = idOf('teacher@demo.kaksha.local');
  const priya = idOf('student1@demo.kaksha.local');
  const rahul = idOf('student2@demo.kaksha.local');
  const now = Date.now();

  const chats = [
    {
      sender: priya,
      topic: 'Sets and Logic',
      chapter: 'Sets',
      status: 0,
      ago: 1,
      talk: ['<p>Is the empty set a subset of every set?</p>'],
    },
    {
      sender: priya,
      topic: 'Sets and Logic',
      chapter: 'Propositional Logic',
      status: 1,
      ago: 2,
      talk: [
        '<p>Why is <em>p → q</em> true when p is false?</p>',
        '<p>Because the promise "if p then q" is not broken when p does not happen. Try the truth table.</p>',
      ],
    },
    {
      sender: priya,
      topic: 'Calculus',
      chapter: 'Limits',
      status: 2,
      ago: 5,
      talk: [
        '<p>How do I find the limit of sin(x)/x at 0?</p>',
        '<p>Use the squeeze theorem: cos x ≤ sin(x)/x ≤ 1 near 0, so the limit is 1.</p>',
        '<p>Got it, thank you!</p>',
      ],
      feedback: 'Clear and quick answer.',
      rating: 5,
    },
    {
      sender: rahul,
      topic: 'Calculus',
      chapter: 'Derivatives',
      status: 0,
      ago: 1,
      talk: ['<p>Is the derivative of |x| defined at 0?</p>'],
    },
  ];
  for (const c of chats) {
    const id = crypto.randomUUID();
    const created = new Date(now - days(c.ago));
    await tx.insert(queryChats).values({
      id,
      senderId: c.sender,
      ...CURRICULUM,
      subject: 'Mathematics',
      topic: c.topic,
      chapter: c.chapter,
      status: c.status,
      feedback: c.feedback ?? null,
      rating: c.rating ?? null,
      createdAt: created,
      updatedAt: new Date(created.getTime() + hours(c.talk.length)),
    });
    await tx.insert(queryMessages).values(
      c.talk.map((message, i) => ({
        id: crypto.randomUUID(),
        chatId: id,
        authorId: i % 2 === 0 ? c.sender : teacher,
        message,
        createdAt: new Date(created.getTime() + hours(i)),
      })),
    );
  }

  const base = { ...CURRICULUM, subject: 'Mathematics', role: 'student' };
  const classStudents = [priya, rahul, ...extraDemoStudents.map((s) => idOf(s.email))];
  const sessions: (typeof tutoringSessions.$inferInsert)[] = [
    {
      ...base,
      id: crypto.randomUUID(),
      title: 'Mathematics: Sets and Logic',
      topics: ['Sets and Logic'],
      topic: 'Sets and Logic',
      chapter: 'Sets',
      desc: '<p>Please go through De Morgan laws with examples.</p>',
      start: at(1, '12:00', timeZone),
      end: at(1, '13:00', timeZone),
      status: 'PENDING',
      createdBy: priya,
      requestedTeacher: [teacher],
      students: [priya],
    },
    {
      ...base,
      id: crypto.randomUUID(),
      title: 'Mathematics: Calculus',
      topics: ['Calculus'],
      topic: 'Calculus',
      chapter: 'Derivatives',
      desc: '<p>The chain rule, with exercises.</p>',
      start: at(2, '16:00', timeZone),
      end: at(2, '17:00', timeZone),
      status: 'ACCEPTED',
      createdBy: priya,
      requestedTeacher: [teacher],
      acceptedTeacher: [teacher],
      link: `https://meet.jit.si/Kaksha-${crypto.randomBytes(16).toString('base64url')}`,
      students: [priya],
    },
    // A request nobody decided before its start: teachers see 'Session date has passed'.
    {
      ...base,
      id: crypto.randomUUID(),
      title: 'Mathematics: Sets and Logic',
      topics: ['Sets and Logic'],
      topic: 'Sets and Logic',
      chapter: 'Sets',
      desc: '<p>Venn diagrams before the quiz, please.</p>',
      start: at(-2, '11:00', timeZone),
      end: at(-2, '12:00', timeZone),
      status: 'PENDING',
      createdBy: rahul,
      requestedTeacher: [teacher],
      students: [rahul],
    },
    {
      ...base,
      id: crypto.randomUUID(),
      title: 'Mathematics: Calculus',
      topics: ['Calculus'],
      topic: 'Calculus',
      chapter: 'Limits',
      desc: '<p>Limits at infinity.</p>',
      start: at(3, '10:00', timeZone),
      end: at(3, '11:00', timeZone),
      status: 'REJECTED',
      createdBy: rahul,
      rejectedTeacher: [teacher],
      students: [rahul],
    },
    {
      ...base,
      id: crypto.randomUUID(),
      title: 'Mathematics: Sets and Logic',
      topics: ['Sets and Logic'],
      topic: 'Sets and Logic',
      chapter: 'Propositional Logic',
      desc: '<p>Truth tables.</p>',
      start: at(-7, '15:00', timeZone),
      end: at(-7, '16:00', timeZone),
      status: 'ACCEPTED',
      createdBy: priya,
      requestedTeacher: [teacher],
      acceptedTeacher: [teacher],
      link: `https://meet.jit.si/Kaksha-${crypto.randomBytes(16).toString('base64url')}`,
      students: [priya],
      feedback: 'The truth tables finally make sense.',
      rating: 4,
    },
    {
      ...base,
      role: 'admin',
      id: crypto.randomUUID(),
      title: 'Mathematics revision class',
      topics: ['Sets and Logic', 'Calculus'],
      desc: '<p>Revision before the mid-term test.</p>',
      start: at(5, '10:00', timeZone),
      end: at(5, '12:00', timeZone),
      status: 'PENDING',
      createdBy: admin,
      requestedTeacher: [teacher],
      students: classStudents,
      sessionType: 'Classroom',
      sessionMode: { mode: 'Offine Session', address: 'Room 101, Main Block', facilities: ['AC', 'Fan'] },
    },
  ];
  await tx.insert(tutoringSessions).values(sessions);

  await tx.insert(notifications).values([
    {
      id: crypto.randomUUID(),
      userId: priya,
      type: 'queryReply',
      title: 'A teacher replied to your query',
      message: 'Mathematics: Sets and Logic / Propositional Logic',
      link: '/student/my-queries/inprogress',
    },
    {
      id: crypto.randomUUID(),
      userId: priya,
      type: 'sessionDecided',
      title: 'Your session is scheduled',
      message: 'Mathematics: Calculus',
      link: '/student/help-from-tutor/scheduled',
    },
    {
      id: crypto.randomUUID(),
      userId: teacher,
      type: 'sessionRequest',
      title: 'A session is requested of you',
      message: 'Mathematics revision class (12 students)',
      link: '/teacher/calender',
    },
  ]);
}
