import crypto from 'node:crypto';
import { defaultReviewAfter } from '@kaksha/contracts/assessment-rules';
import { todayIn } from '@kaksha/contracts/school-time';
import type { Db } from '../db/client.ts';
import {
  type AssessmentRow,
  answers,
  assessments,
  attempts,
  type QuestionRow,
  results,
  type TemplateRow,
  templates,
  testQuestions,
  type UserRow,
} from '../db/schema/index.ts';
import { buildCourse, buildCurriculum, buildQuestion, buildSubject } from './catalogue-factories.ts';
import { buildStudent, buildTeacher, enrol } from './factories.ts';

const HOUR = 3_600_000;

/**
 * A curriculum with one subject, a topic and chapter, library questions (two Multi with keys that
 * are easy to search for, one Text), an enrolled student and the subject's teacher.
 */
export async function buildExamPlace(db: Db) {
  const curriculum = await buildCurriculum(db);
  const subject = await buildSubject(db, curriculum, { subject: 'Mathematics' });
  const course = await buildCourse(db, subject, { topic: 'Sets', chapters: ['Union'] });
  const at = { ...curriculum, subject: 'Mathematics', topic: course.topic, chapter: 'Union' };
  const tag = crypto.randomBytes(3).toString('hex');
  const multiA = await buildQuestion(db, at, {
    questionMarks: 2,
    correctAnswer: `KEY-A-${tag}`,
    answer1: 'wrong a1',
    answer2: 'wrong a2',
    answer3: 'wrong a3',
  });
  const multiB = await buildQuestion(db, at, {
    questionMarks: 3,
    correctAnswer: `KEY-B-${tag}`,
    answer1: 'wrong b1',
    answer2: 'wrong b2',
    answer3: 'wrong b3',
  });
  const text = await buildQuestion(db, at, {
    questionType: 'Text',
    questionMarks: 5,
    question: '<p>Explain a union</p>',
    correctAnswer: '',
    answer1: '',
    answer2: '',
    answer3: '',
  });
  const student = await buildStudent(db);
  await enrol(db, student, curriculum.curriculumCode);
  const teacher = await buildTeacher(db);
  await enrol(db, teacher, curriculum.curriculumCode, 'Mathematics');
  return { curriculum, at, questions: { multiA, multiB, text }, student, teacher };
}

export async function buildTemplate(
  db: Db,
  place: { curriculum: string; curriculumCode: string; subject: string },
  questionRows: readonly QuestionRow[],
  overrides: Partial<typeof templates.$inferInsert> = {},
): Promise<TemplateRow> {
  const [row] = await db
    .insert(templates)
    .values({
      id: crypto.randomUUID(),
      templateName: 'Weekly quiz',
      templateType: 'Private',
      curriculum: place.curriculum,
      curriculumCode: place.curriculumCode,
      subject: place.subject,
      questionIds: questionRows.map((q) => q.questionId),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('template not created');
  return row;
}

/**
 * A test of the given library questions, frozen as createAssessment freezes them. By default it
 * is open now (started an hour ago, ending in an hour), Mandatory, worth the questions' marks,
 * with its type's review setting (a Private test opens its review at the close).
 */
export async function buildAssessment(
  db: Db,
  place: { curriculum: string; curriculumCode: string; subject: string },
  questionRows: readonly QuestionRow[],
  overrides: Partial<typeof assessments.$inferInsert> = {},
): Promise<AssessmentRow> {
  const startsAt = overrides.startsAt ?? new Date(Date.now() - HOUR);
  const endsAt = overrides.endsAt ?? new Date(Date.now() + HOUR);
  const day = (d: Date) => todayIn('Asia/Kolkata', d);
  const optional = overrides.assignmentMode === 'Optional';
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(assessments)
    .values({
      id,
      assessmentName: 'Sets test',
      type: 'Private',
      curriculum: place.curriculum,
      curriculumCode: place.curriculumCode,
      subject: place.subject,
      startDate: day(startsAt),
      endDate: day(endsAt),
      startTime: '09:00',
      endTime: '17:00',
      startsAt,
      endsAt,
      assignmentMode: 'Mandatory',
      maxQuestions: questionRows.length,
      maxWeightage: questionRows.reduce((sum, q) => sum + q.questionMarks, 0),
      assessmentType: 'Students',
      correctionMode: questionRows.some((q) => q.questionType !== 'Multi') ? 'manual' : 'automatic',
      reviewAfter: defaultReviewAfter(overrides.type ?? 'Private'),
      totalQuestions: questionRows.length,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('assessment not created');
  await db.insert(testQuestions).values(
    questionRows.map((q, position) => ({
      id: crypto.randomUUID(),
      testId: id,
      position,
      questionId: q.questionId,
      questionType: q.questionType,
      question: q.question,
      questionMarks: optional ? (row.optQuestionMarks ?? 1) : q.questionMarks,
      correctAnswer: q.correctAnswer,
      answer1: q.answer1,
      answer2: q.answer2,
      answer3: q.answer3,
      moreAnswers: q.moreAnswers,
      imageQuestion: q.imageQuestion,
    })),
  );
  return row;
}

/** A student's attempt, open unless `submittedAt` is given, with answers saved at revision 1. */
export async function buildAttempt(
  db: Db,
  test: AssessmentRow,
  student: UserRow,
  opts: { submittedAt?: Date; answers?: Record<string, string>; startedAt?: Date; endsAt?: Date } = {},
) {
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(attempts)
    .values({
      id,
      testId: test.id,
      userId: student.id,
      optionSeed: crypto.randomBytes(6).toString('hex'),
      ...(opts.startedAt ? { startedAt: opts.startedAt } : {}),
      // An untimed test's attempt ends with its window (attempt-deadline.ts).
      endsAt: opts.endsAt ?? test.endsAt,
      submittedAt: opts.submittedAt ?? null,
      submittedBy: opts.submittedAt ? 'student' : null,
    })
    .returning();
  if (!row) throw new Error('attempt not created');
  const given = Object.entries(opts.answers ?? {});
  if (given.length)
    await db.insert(answers).values(
      given.map(([questionId, response]) => ({
        id: crypto.randomUUID(),
        attemptId: id,
        questionId,
        response,
        revision: 1,
      })),
    );
  return row;
}

/**
 * A submitted attempt and its result. `corrected: false` is a result whose written answers still
 * wait for a teacher (no marks yet); the default is a final result.
 */
export async function buildResult(db: Db, test: AssessmentRow, student: UserRow, opts: { corrected?: boolean } = {}) {
  const corrected = opts.corrected ?? true;
  const submittedAt = new Date(Date.now() - HOUR);
  const attempt = await buildAttempt(db, test, student, { submittedAt });
  const [row] = await db
    .insert(results)
    .values({
      id: crypto.randomUUID(),
      testId: test.id,
      userId: student.id,
      attemptId: attempt.id,
      corrected,
      achievedMarks: corrected ? test.maxWeightage : null,
      totalMarks: test.maxWeightage,
      grade: corrected ? 'A' : null,
      totalQuestions: test.totalQuestions,
      submittedAt,
    })
    .returning();
  if (!row) throw new Error('result not created');
  return row;
}
