import crypto from 'node:crypto';
import { wallClock } from '@kaksha/contracts/school-time';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assessments, questions, templates, testQuestions, users } from '../db/schema/index.ts';
import { frozen } from '../modules/assessments/create-assessment.ts';
import { DEMO_SECOND_CURRICULUM } from './demo-second-curriculum.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const place = { ...DEMO_SECOND_CURRICULUM, subject: 'Statistics', topic: 'Descriptive Statistics' };

export const DEMO_DRAWN_TEMPLATE = 'Statistics question bank';
export const DEMO_DRAWN_TEST = 'Statistics drawn quiz';
/** Each student's paper: 5 of the bank's 8 one-mark questions, in their own order. */
export const DEMO_DRAW = { pool: 8, drawn: 5 } as const;

/** Eight one-mark questions (a draw needs equal marks); answers[0] is correct. */
const bank: { chapter: string; question: string; answers: [string, string, string, string] }[] = [
  { chapter: 'Mean and Median', question: '<p>What is the mean of 2, 4 and 9?</p>', answers: ['5', '4', '9', '15'] },
  { chapter: 'Mean and Median', question: '<p>What is the median of 7, 1, 3?</p>', answers: ['3', '1', '7', '11/3'] },
  {
    chapter: 'Mean and Median',
    question: '<p>What is the median of 1, 2, 3, 4?</p>',
    answers: ['2.5', '2', '3', '10'],
  },
  {
    chapter: 'Mean and Median',
    question: '<p>Which of these is pulled most by one very large value?</p>',
    answers: ['The mean', 'The median', 'The mode', 'None of them'],
  },
  {
    chapter: 'Variance',
    question: '<p>What is the variance of 3, 3, 3?</p>',
    answers: ['0', '3', '9', '1'],
  },
  {
    chapter: 'Variance',
    question: '<p>The standard deviation is the ... of the variance.</p>',
    answers: ['square root', 'square', 'half', 'reciprocal'],
  },
  {
    chapter: 'Variance',
    question: '<p>Adding 10 to every value changes the variance by:</p>',
    answers: ['nothing', '10', '100', '20'],
  },
  {
    chapter: 'Variance',
    question: '<p>Doubling every value multiplies the variance by:</p>',
    answers: ['4', '2', '1', '8'],
  },
];

/**
 * A drawn paper in the demo school, once: a Statistics question bank of eight one-mark questions,
 * its template, and a test open now (for twelve hours from the load) that gives each student five
 * of them in their own order. The first demo student (enrolled in this curriculum) can sit it.
 * Returns false when it is already there.
 */
export async function loadDemoDrawnPaper(db: Db, timeZone: string, now = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.curriculumCode, place.curriculumCode), eq(templates.templateName, DEMO_DRAWN_TEMPLATE)))
    .limit(1);
  if (existing) return false;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.kaksha.local'));
  if (!admin) throw new Error('the demo school must be loaded before its drawn paper');
  const minute = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const startsAt = new Date(minute - 5 * MINUTE);
  const endsAt = new Date(minute + 12 * HOUR);
  const start = wallClock(startsAt, timeZone);
  const end = wallClock(endsAt, timeZone);

  await db.transaction(async (tx) => {
    const pool = await tx
      .insert(questions)
      .values(
        bank.map((q) => ({
          id: crypto.randomUUID(),
          ...place,
          chapter: q.chapter,
          questionType: 'Multi',
          questionMarks: 1,
          question: q.question,
          correctAnswer: q.answers[0],
          answer1: q.answers[1],
          answer2: q.answers[2],
          answer3: q.answers[3],
          createdBy: admin.id,
          role: 'admin',
        })),
      )
      .returning();
    const [template] = await tx
      .insert(templates)
      .values({
        id: crypto.randomUUID(),
        templateName: DEMO_DRAWN_TEMPLATE,
        templateType: 'Private',
        curriculum: place.curriculum,
        curriculumCode: place.curriculumCode,
        subject: place.subject,
        topic: place.topic,
        questionIds: pool.map((q) => q.questionId),
        createdBy: admin.id,
      })
      .returning();
    if (!template) throw new Error('demo question bank not inserted');
    const id = crypto.randomUUID();
    await tx.insert(assessments).values({
      id,
      assessmentName: DEMO_DRAWN_TEST,
      type: 'Private',
      curriculum: place.curriculum,
      curriculumCode: place.curriculumCode,
      subject: place.subject,
      topic: place.topic,
      startDate: start.date,
      endDate: end.date,
      startTime: start.time,
      endTime: end.time,
      startsAt,
      endsAt,
      assignmentMode: 'Mandatory',
      maxQuestions: DEMO_DRAW.drawn,
      maxWeightage: DEMO_DRAW.drawn,
      assessmentType: 'Use Template',
      templateId: template.templateId,
      correctionMode: 'automatic',
      reviewAfter: 'close',
      totalQuestions: DEMO_DRAW.drawn,
      drawQuestions: DEMO_DRAW.drawn,
      shuffleQuestions: true,
      createdBy: admin.id,
    });
    await tx.insert(testQuestions).values(pool.map((q, i) => frozen(id, q, i, q.questionMarks)));
  });
  return true;
}
