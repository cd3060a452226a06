// The exam bench's school: one curriculum, a pool of twelve Multi questions, a timed test open now
// that draws ten of them for each student in their own order, and N enrolled students with a
// sign-in each, in the scratch database of bench/exam.ts.
import crypto from 'node:crypto';
import { openPostgres } from '../apps/server/src/db/client.ts';
import {
  assessments,
  curricula,
  enrolments,
  questions,
  subjects,
  testQuestions,
  userSessions,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/platform/auth/password.ts';
import { createTokenService } from '../apps/server/src/platform/auth/tokens.ts';
import { ensureBuiltInRoles } from '../apps/server/src/seed/roles.ts';

/** The questions on each student's paper, each answered once. */
export const QUESTIONS = 10;
/** The pool the paper is drawn from: every student gets a paper of its own. */
const POOL = QUESTIONS + 2;
/** Each student's time from their start (minutes), well inside the hour's window. */
const TIME_LIMIT_MINUTES = 45;
const place = { curriculum: 'BENCH-BSC', curriculumCode: 'BENCH-BSC-2026', subject: 'Mathematics' };

/**
 * The curriculum, the pool of questions, a test open from a minute ago for an hour with a 45-minute
 * limit and a drawn, shuffled paper of ten, and N students.
 */
export async function seedExam(url: string, students: number, secret: string, minutesOpen = 60) {
  const database = await openPostgres(url, 4, () => {});
  await database.migrate();
  const { db } = database;
  await ensureBuiltInRoles(db);
  const year = new Date().getUTCFullYear();
  await db.insert(curricula).values({
    id: crypto.randomUUID(),
    organizationName: 'Bench School',
    organizationCode: 'BENCH',
    curriculumAward: 'BSC',
    shortName: 'B',
    longName: 'Bench curriculum',
    ...place,
    experience: 'None',
    marksMode: 'Percentage',
    liveSession: false,
    showPreviousCurriculum: false,
    eligibility: '',
    passCriteria: '',
    effectiveDate: `${year}-01-01`,
    startDate: `${year}-01-01`,
    endDate: `${year + 1}-12-31`,
    duration: 24,
    price: 0,
  });
  await db.insert(subjects).values({
    id: crypto.randomUUID(),
    ...place,
    subjectInfo: '',
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    minCredits: 1,
    maxCredits: 2,
    practicalSession: 'No',
  });
  const library = await db
    .insert(questions)
    .values(
      Array.from({ length: POOL }, (_, i) => ({
        id: crypto.randomUUID(),
        ...place,
        topic: 'Rush',
        chapter: 'Rush',
        questionType: 'Multi',
        questionMarks: 1,
        question: `<p>Question ${i + 1}</p>`,
        correctAnswer: `right ${i}`,
        answer1: `wrong ${i} a`,
        answer2: `wrong ${i} b`,
        answer3: `wrong ${i} c`,
        role: 'admin',
      })),
    )
    .returning();
  const testRowId = crypto.randomUUID();
  const now = Date.now();
  const [test] = await db
    .insert(assessments)
    .values({
      id: testRowId,
      assessmentName: 'Exam rush',
      type: 'Private',
      ...place,
      startDate: new Date(now).toISOString().slice(0, 10),
      endDate: new Date(now + minutesOpen * 60_000).toISOString().slice(0, 10),
      startTime: '00:00',
      endTime: '23:59',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + minutesOpen * 60_000),
      assignmentMode: 'Mandatory',
      maxQuestions: QUESTIONS,
      maxWeightage: QUESTIONS,
      assessmentType: 'Students',
      correctionMode: 'automatic',
      totalQuestions: POOL,
      drawQuestions: QUESTIONS,
      shuffleQuestions: true,
      timeLimitMinutes: TIME_LIMIT_MINUTES,
    })
    .returning();
  if (!test) throw new Error('test not created');
  await db.insert(testQuestions).values(
    library.map((q, position) => ({
      id: crypto.randomUUID(),
      testId: testRowId,
      position,
      questionId: q.questionId,
      questionType: q.questionType,
      question: q.question,
      questionMarks: q.questionMarks,
      correctAnswer: q.correctAnswer,
      answer1: q.answer1,
      answer2: q.answer2,
      answer3: q.answer3,
    })),
  );
  const passwordHash = await hashPassword(crypto.randomBytes(12).toString('hex'));
  const people = Array.from({ length: students }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `exam-student-${i}@bench.kaksha.test`,
    passwordHash,
    role: 'student',
    firstName: 'Exam',
    lastName: `Student ${i}`,
    isActive: true,
    isEmailVerified: true,
    ...place,
    subject: null,
  }));
  for (let i = 0; i < people.length; i += 500) {
    const chunk = people.slice(i, i + 500);
    await db.insert(users).values(chunk);
    await db
      .insert(enrolments)
      .values(chunk.map((p) => ({ id: crypto.randomUUID(), userId: p.id, ...place, subject: null })));
  }
  // Signed as the server signs a login (the same secret): logging in 2,000 people would measure
  // password hashing, not the exam.
  const tokens = createTokenService(secret, '2h');
  // Each token belongs to a sign-in, as a real login's does.
  const signIns = people.map((p) => ({
    id: crypto.randomUUID(),
    userId: p.id,
    device: 'Bench',
    address: '127.0.0.1',
    expiresAt: new Date(Date.now() + tokens.ttlMs),
  }));
  for (let i = 0; i < signIns.length; i += 500) await db.insert(userSessions).values(signIns.slice(i, i + 500));
  const signed = await Promise.all(
    people.map(async (p, i) => ({
      userId: p.id,
      token: await tokens.sign({
        sid: signIns[i]?.id ?? '',
        email: p.email,
        role: 'student',
        userID: p.id,
        curriculumCode: place.curriculumCode,
        curriculum: place.curriculum,
        userCurriculum: [place.curriculumCode],
        subject: null,
      }),
    })),
  );
  return { database, testID: test.testId, signed };
}
