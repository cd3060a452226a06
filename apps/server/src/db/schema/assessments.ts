import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MoreAnswer, QuestionImageFile } from './question-bank.ts';
import { users } from './users.ts';

/** Template IDs read T1001, T1002..., like the library's Q1001. */
export const templateNumbers = pgSequence('template_number_seq', { startWith: 1001 });
/** Test IDs read A1001, A1002... */
export const testNumbers = pgSequence('test_number_seq', { startWith: 1001 });

/** A named set of library questions of one curriculum and subject (admin spec §3 Template). */
export const templates = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id').notNull().default(sql`'T' || nextval('template_number_seq')`),
    templateName: text('template_name').notNull(),
    templateType: text('template_type').notNull(),
    curriculum: text('curriculum').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    subject: text('subject').notNull(),
    topic: text('topic').notNull().default(''),
    chapter: text('chapter').notNull().default(''),
    /** questionIDs of library questions, in the order chosen; a deleted question drops out. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    createdBy: text('created_by'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    updateDate: timestamp('update_date', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('templates_template_id_idx').on(t.templateId),
    index('templates_create_date_idx').on(t.createDate),
  ],
);

/** An assessment (test). Its questions are frozen into test_questions when it is created. */
export const assessments = pgTable(
  'assessments',
  {
    id: text('id').primaryKey(),
    testId: text('test_id').notNull().default(sql`'A' || nextval('test_number_seq')`),
    assessmentName: text('assessment_name').notNull(),
    type: text('type').notNull(),
    curriculum: text('curriculum').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    subject: text('subject').notNull(),
    topic: text('topic').notNull().default(''),
    chapter: text('chapter').notNull().default(''),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** The window as instants, computed in the school's TIME_ZONE when the test was made. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    assignmentMode: text('assignment_mode').notNull(),
    maxQuestions: integer('max_questions').notNull(),
    optionalQuestions: integer('optional_questions'),
    optQuestionMarks: integer('opt_question_marks'),
    maxWeightage: integer('max_weightage').notNull(),
    labSession: boolean('lab_session').notNull().default(false),
    assessmentType: text('assessment_type').notNull(),
    templateId: text('template_id'),
    correctionMode: text('correction_mode').notNull(),
    /** 'submit' or 'close': when students see their answers' marks (contracts' REVIEW_AFTER). */
    reviewAfter: text('review_after').$type<'submit' | 'close'>().notNull().default('close'),
    /**
     * Changes (to a new random value) when a regrade corrects a frozen key: cached copies of the
     * questions are keyed by it, so no instance scores with the old key afterwards.
     */
    questionsVersion: text('questions_version').notNull().default('0'),
    totalQuestions: integer('total_questions').notNull(),
    /** Use Template only: how many of the template's questions each student's paper draws; null: all. */
    drawQuestions: integer('draw_questions'),
    /** Each student gets the paper's questions in their own order. */
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    /** A copy not yet scheduled: staff only, hidden from students and teachers until saved (contracts' assessment-edits.ts). */
    draft: boolean('draft').notNull().default(false),
    /** Minutes from each student's start; null: the window decides (test-taking/attempt-deadline.ts). */
    timeLimitMinutes: integer('time_limit_minutes'),
    createdBy: text('created_by'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    /** The last edit; also names the version of the frozen questions kept in memory. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('assessments_test_id_idx').on(t.testId),
    index('assessments_place_idx').on(t.curriculumCode, t.subject),
    index('assessments_ends_at_idx').on(t.endsAt),
  ],
);

/** A question as it was when the test was made: the test's own copy, key included. */
export const testQuestions = pgTable(
  'test_questions',
  {
    id: text('id').primaryKey(),
    testId: text('test_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: text('question_id').notNull(),
    questionType: text('question_type').notNull(),
    question: text('question').notNull(),
    /** The frozen marks: in Optional mode the assessment's optQuestionMarks. */
    questionMarks: integer('question_marks').notNull(),
    correctAnswer: text('correct_answer').notNull().default(''),
    answer1: text('answer1').notNull().default(''),
    answer2: text('answer2').notNull().default(''),
    answer3: text('answer3').notNull().default(''),
    imageCorrectAnswer: jsonb('image_correct_answer').$type<QuestionImageFile>(),
    imageAnswer1: jsonb('image_answer1').$type<QuestionImageFile>(),
    imageAnswer2: jsonb('image_answer2').$type<QuestionImageFile>(),
    imageAnswer3: jsonb('image_answer3').$type<QuestionImageFile>(),
    moreAnswers: jsonb('more_answers').$type<MoreAnswer[]>().notNull().default([]),
    imageQuestion: jsonb('image_question').$type<QuestionImageFile>(),
  },
  (t) => [uniqueIndex('test_questions_test_question_idx').on(t.testId, t.questionId)],
);

/** One student's sitting of one test: opened once, closed once (by the student or the deadline). */
export const attempts = pgTable(
  'attempts',
  {
    id: text('id').primaryKey(),
    testId: text('test_id')
      .notNull()
      .references(() => assessments.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** 'student' or 'deadline'. */
    submittedBy: text('submitted_by'),
    /** Fixes the order this student sees each question's options in. */
    optionSeed: text('option_seed').notNull(),
    /**
     * This student's paper: the questionIDs drawn for them, in their order, chosen once at the start.
     * null: every question of the test in the test's order (no draw, no shuffle).
     */
    paper: jsonb('paper').$type<string[]>(),
    /**
     * This student's own end (test-taking/attempt-deadline.ts): the window, their time limit,
     * multiplier and extra time. Set at the start and again whenever one of those changes.
     */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('attempts_test_user_idx').on(t.testId, t.userId),
    index('attempts_user_idx').on(t.userId),
    // The deadline job looks only at open attempts.
    index('attempts_open_idx').on(t.testId).where(sql`${t.submittedAt} is null`),
    // ...and closes each at its own end.
    index('attempts_open_ends_at_idx').on(t.endsAt).where(sql`${t.submittedAt} is null`),
    // The deadline job scores recent closes a crash left without a result (submit-attempt.ts).
    index('attempts_submitted_at_idx').on(t.submittedAt).where(sql`${t.submittedAt} is not null`),
  ],
);

/**
 * Extra time one student gets on one test: minutes added to their time limit, and/or a later
 * personal end of the window. Set by staff before or during the test.
 */
export const accommodations = pgTable(
  'accommodations',
  {
    id: text('id').primaryKey(),
    testId: text('test_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    extraMinutes: integer('extra_minutes'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accommodations_test_user_idx').on(t.testId, t.userId)],
);

/** One answer of an attempt; the highest revision the student sent wins. */
export const answers = pgTable(
  'answers',
  {
    id: text('id').primaryKey(),
    attemptId: text('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    response: text('response').notNull(),
    revision: integer('revision').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    valid: boolean('valid'),
    achievedMarks: doublePrecision('achieved_marks'),
    comments: text('comments').notNull().default(''),
    /** Set when a teacher marked this (written) answer. */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('answers_attempt_question_idx').on(t.attemptId, t.questionId)],
);

/** A student's result of a test, computed by the server from the frozen questions. */
export const results = pgTable(
  'results',
  {
    id: text('id').primaryKey(),
    testId: text('test_id')
      .notNull()
      .references(() => assessments.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    attemptId: text('attempt_id')
      .notNull()
      .references(() => attempts.id),
    /** False while written answers wait for a teacher; marks and grade are null until then. */
    corrected: boolean('corrected').notNull(),
    achievedMarks: doublePrecision('achieved_marks'),
    totalMarks: integer('total_marks').notNull(),
    grade: text('grade'),
    correctAnsweredQues: integer('correct_answered_ques'),
    wrongAnsweredQues: integer('wrong_answered_ques'),
    totalQuestions: integer('total_questions').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('results_test_user_idx').on(t.testId, t.userId)],
);

/** The proctoring meeting of one student's test: a room made once. */
export const meetings = pgTable(
  'meetings',
  {
    id: text('id').primaryKey(),
    testId: text('test_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    room: text('room').notNull(),
    joinUrl: text('join_url').notNull(),
    recordingUrl: text('recording_url'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meetings_test_student_idx').on(t.testId, t.studentId)],
);

export type TemplateRow = typeof templates.$inferSelect;
export type AssessmentRow = typeof assessments.$inferSelect;
export type TestQuestionRow = typeof testQuestions.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
export type AccommodationRow = typeof accommodations.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
export type ResultRow = typeof results.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;

/**
 * A test whose teachers were told that its marking is late (GRADING_DUE_DAYS after its close):
 * one row per test, so the late-marking job tells them once, whichever instance runs it.
 */
export const markingLateNotices = pgTable('marking_late_notices', {
  testId: text('test_id')
    .primaryKey()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
});
