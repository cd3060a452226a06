import crypto from 'node:crypto';
import { correctionModeOf, defaultReviewAfter } from '@kaksha/contracts/assessment-rules';
import { wallClock } from '@kaksha/contracts/school-time';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type AssessmentRow,
  answers,
  assessments,
  attempts,
  type QuestionRow,
  questions,
  templates,
  testQuestions,
  users,
} from '../db/schema/index.ts';
import { frozen } from '../modules/assessments/create-assessment.ts';
import { storeScore } from '../modules/test-taking/store-score.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const place = { curriculum: 'KKS-BSC-CS', curriculumCode: 'KKS-BSC-CS-2026', subject: 'Mathematics' };

export const DEMO_TEMPLATE_NAME = 'Sets and Logic quiz';
export const DEMO_TESTS = {
  running: 'Mathematics practice test',
  upcoming: 'Sets and Logic quiz (optional)',
  completed: 'Calculus unit test',
} as const;

interface Window {
  startsAt: Date;
  endsAt: Date;
}

/** Whole minutes, as the form's times are: a window starts on a minute. */
const floorMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

/**
 * The three windows, from the moment the demo is loaded: a test open now (for the rest of the
 * day's demo, twelve hours), one starting six minutes later (the preview's countdown runs), and
 * one held yesterday.
 */
export function demoWindows(now: Date): Record<keyof typeof DEMO_TESTS, Window> {
  const minute = floorMinute(now.getTime());
  return {
    running: { startsAt: new Date(minute - 10 * MINUTE), endsAt: new Date(minute + 12 * HOUR) },
    upcoming: { startsAt: new Date(minute + 6 * MINUTE), endsAt: new Date(minute + 6 * MINUTE + 2 * HOUR) },
    completed: { startsAt: new Date(minute - DAY), endsAt: new Date(minute - DAY + HOUR) },
  };
}

interface DemoTest {
  name: string;
  window: Window;
  questions: QuestionRow[];
  createdBy: string;
  optional?: { optionalQuestions: number; optQuestionMarks: number };
  templateId?: string;
}

async function insertTest(tx: Tx, timeZone: string, t: DemoTest): Promise<AssessmentRow> {
  const id = crypto.randomUUID();
  const start = wallClock(t.window.startsAt, timeZone);
  const end = wallClock(t.window.endsAt, timeZone);
  const marks = (q: QuestionRow) => t.optional?.optQuestionMarks ?? q.questionMarks;
  const [row] = await tx
    .insert(assessments)
    .values({
      id,
      assessmentName: t.name,
      type: 'Private',
      ...place,
      startDate: start.date,
      endDate: end.date,
      startTime: start.time,
      endTime: end.time,
      startsAt: t.window.startsAt,
      endsAt: t.window.endsAt,
      assignmentMode: t.optional ? 'Optional' : 'Mandatory',
      maxQuestions: t.questions.length,
      optionalQuestions: t.optional?.optionalQuestions ?? null,
      optQuestionMarks: t.optional?.optQuestionMarks ?? null,
      maxWeightage: t.optional
        ? t.optional.optionalQuestions * t.optional.optQuestionMarks
        : t.questions.reduce((sum, q) => sum + q.questionMarks, 0),
      assessmentType: t.templateId ? 'Use Template' : 'Students',
      templateId: t.templateId ?? null,
      correctionMode: correctionModeOf(t.questions.map((q) => q.questionType)),
      // Formal tests: a student who finishes early sees marks and answers only after the close.
      reviewAfter: defaultReviewAfter('Private'),
      totalQuestions: t.questions.length,
      createdBy: t.createdBy,
    })
    .returning();
  if (!row) throw new Error('demo test not inserted');
  await tx.insert(testQuestions).values(t.questions.map((q, i) => frozen(id, q, i, marks(q))));
  return row;
}

/**
 * A student's submitted sitting, twenty minutes in (or now, if the test began less than that ago):
 * Multi answers scored, written ones waiting for the teacher.
 */
async function submittedSitting(tx: Tx, test: AssessmentRow, studentId: string, given: QuestionRow[], now: Date) {
  const attemptId = crypto.randomUUID();
  const sat = new Date(Math.min(test.startsAt.getTime() + 20 * MINUTE, now.getTime()));
  await tx.insert(attempts).values({
    id: attemptId,
    testId: test.id,
    userId: studentId,
    startedAt: new Date(test.startsAt.getTime() + MINUTE),
    endsAt: test.endsAt,
    submittedAt: sat,
    submittedBy: 'student',
    optionSeed: crypto.randomBytes(12).toString('hex'),
  });
  const written: Record<string, string> = {
    Limits: 'Near 0, sin(x) lies between x·cos(x) and x, so sin(x)/x lies between cos(x) and 1; both tend to 1.',
    Derivatives: "y' = 2x + 3, so at x = 2 the slope is 2·2 + 3 = 7.",
  };
  // One Multi answer right, one wrong, so the result shows both once corrected.
  const responseTo = (q: QuestionRow) => {
    if (q.questionType !== 'Multi') return written[q.chapter] ?? '';
    return q.chapter === 'Limits' ? q.correctAnswer : q.answer1;
  };
  await tx.insert(answers).values(
    given.map((q) => ({
      id: crypto.randomUUID(),
      attemptId,
      questionId: q.questionId,
      response: responseTo(q),
      revision: 1,
      savedAt: sat,
    })),
  );
  await storeScore(tx, attemptId);
}

/**
 * Adds the demo school's template and tests, once: a template of Sets and Logic, a test open now,
 * an Optional one from the template starting a few minutes after loading, and yesterday's test the
 * first student sat, with written answers waiting for the Mathematics teacher. The second student
 * has submitted the running test, whose review opens at its close. The windows are
 * computed from the load time, so a freshly loaded demo always has something running.
 * Returns false when they are already there.
 */
export async function loadDemoAssessments(db: Db, timeZone: string, now = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.curriculumCode, place.curriculumCode), eq(templates.templateName, DEMO_TEMPLATE_NAME)))
    .limit(1);
  if (existing) return false;
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const admin = idOf('admin@demo.kaksha.local');
  const student = idOf('student1@demo.kaksha.local');
  const earlyFinisher = idOf('student2@demo.kaksha.local');
  if (!admin || !student || !earlyFinisher) throw new Error('the demo school must be loaded before its tests');
  const maths = await db
    .select()
    .from(questions)
    .where(and(eq(questions.curriculumCode, place.curriculumCode), eq(questions.subject, place.subject)))
    .orderBy(asc(questions.createDate), asc(questions.questionId));
  const setsAndLogic = maths.filter((q) => q.topic === 'Sets and Logic');
  const calculus = maths.filter((q) => q.topic === 'Calculus');
  const multi = maths.filter((q) => q.questionType === 'Multi');
  const windows = demoWindows(now);

  await db.transaction(async (tx) => {
    const [template] = await tx
      .insert(templates)
      .values({
        id: crypto.randomUUID(),
        templateName: DEMO_TEMPLATE_NAME,
        templateType: 'Private',
        ...place,
        questionIds: setsAndLogic.map((q) => q.questionId),
        createdBy: admin,
      })
      .returning();
    if (!template) throw new Error('demo template not inserted');
    const running = await insertTest(tx, timeZone, {
      name: DEMO_TESTS.running,
      window: windows.running,
      questions: multi,
      createdBy: admin,
    });
    await insertTest(tx, timeZone, {
      name: DEMO_TESTS.upcoming,
      window: windows.upcoming,
      questions: setsAndLogic,
      createdBy: admin,
      optional: { optionalQuestions: 3, optQuestionMarks: 2 },
      templateId: template.templateId,
    });
    const completed = await insertTest(tx, timeZone, {
      name: DEMO_TESTS.completed,
      window: windows.completed,
      questions: calculus,
      createdBy: admin,
    });
    await submittedSitting(tx, completed, student, calculus, now);
    // The second student has already handed in the running test: results open at its close.
    await submittedSitting(tx, running, earlyFinisher, multi, now);
  });
  return true;
}
