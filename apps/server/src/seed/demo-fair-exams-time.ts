import crypto from 'node:crypto';
import { wallClock } from '@kaksha/contracts/school-time';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assessments, questions, testQuestions, users } from '../db/schema/index.ts';
import { frozen } from '../modules/assessments/create-assessment.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const place = { curriculum: 'KKS-BSC-CS', curriculumCode: 'KKS-BSC-CS-2026', subject: 'Mathematics' };

/** The demo's timed test: open now, 45 minutes from each student's start. */
export const DEMO_TIMED_TEST = { name: 'Timed quiz (45 minutes)', timeLimitMinutes: 45 } as const;
/** The demo student with a standing 1.5x time on every timed test. */
export const DEMO_EXTRA_TIME_STUDENT = { email: 'student2@demo.kaksha.local', timeMultiplier: 1.5 } as const;

/**
 * Time limits in the demo school: a Public test open for the next twelve hours with a 45-minute
 * limit (the preview and the test say "45 minutes from when you start, until ... at the latest"),
 * and Rahul (student2) with a standing 1.5x multiplier, so his attempt runs 67½ minutes.
 * Returns false when it is already there.
 */
export async function loadDemoTimedExam(db: Db, timeZone: string, now = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(eq(assessments.curriculumCode, place.curriculumCode), eq(assessments.assessmentName, DEMO_TIMED_TEST.name)),
    )
    .limit(1);
  if (existing) return false;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.kaksha.local'));
  if (!admin) throw new Error('the demo school must be loaded before its timed test');
  const multi = await db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.curriculumCode, place.curriculumCode),
        eq(questions.subject, place.subject),
        eq(questions.questionType, 'Multi'),
      ),
    )
    .orderBy(asc(questions.createDate), asc(questions.questionId));
  const minute = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const startsAt = new Date(minute - 5 * MINUTE);
  const endsAt = new Date(minute + 12 * HOUR);
  const start = wallClock(startsAt, timeZone);
  const end = wallClock(endsAt, timeZone);
  await db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    await tx.insert(assessments).values({
      id,
      assessmentName: DEMO_TIMED_TEST.name,
      type: 'Public',
      ...place,
      startDate: start.date,
      endDate: end.date,
      startTime: start.time,
      endTime: end.time,
      startsAt,
      endsAt,
      assignmentMode: 'Mandatory',
      maxQuestions: multi.length,
      maxWeightage: multi.reduce((sum, q) => sum + q.questionMarks, 0),
      assessmentType: 'Students',
      correctionMode: 'automatic',
      reviewAfter: 'submit',
      totalQuestions: multi.length,
      timeLimitMinutes: DEMO_TIMED_TEST.timeLimitMinutes,
      createdBy: admin.id,
    });
    await tx.insert(testQuestions).values(multi.map((q, i) => frozen(id, q, i, q.questionMarks)));
    await tx
      .update(users)
      .set({ timeMultiplier: DEMO_EXTRA_TIME_STUDENT.timeMultiplier })
      .where(eq(users.email, DEMO_EXTRA_TIME_STUDENT.email));
  });
  return true;
}
