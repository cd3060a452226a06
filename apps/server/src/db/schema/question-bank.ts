import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An image of an answer: where the upload stored it and the name the file had. */
export interface QuestionImageFile {
  fileName: string;
  location: string;
}

/** A wrong answer past the third (questions of five to eight options), with its image. */
export interface MoreAnswer {
  text: string;
  image: QuestionImageFile | null;
}

/** Question IDs read Q1001, Q1002...: short enough to say aloud and to search for. */
export const questionNumbers = pgSequence('question_number_seq', { startWith: 1001 });

/** The question library (admin spec §3). The answers make it staff-only data. */
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    questionId: text('question_id').notNull().default(sql`'Q' || nextval('question_number_seq')`),
    curriculum: text('curriculum').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    chapter: text('chapter').notNull(),
    questionType: text('question_type').notNull(),
    questionMarks: integer('question_marks').notNull(),
    question: text('question').notNull(),
    correctAnswer: text('correct_answer').notNull().default(''),
    answer1: text('answer1').notNull().default(''),
    answer2: text('answer2').notNull().default(''),
    answer3: text('answer3').notNull().default(''),
    imageCorrectAnswer: jsonb('image_correct_answer').$type<QuestionImageFile>(),
    imageAnswer1: jsonb('image_answer1').$type<QuestionImageFile>(),
    imageAnswer2: jsonb('image_answer2').$type<QuestionImageFile>(),
    imageAnswer3: jsonb('image_answer3').$type<QuestionImageFile>(),
    /** Wrong answers 4 to 7, in order; a question of two or three options leaves answer2/answer3 empty. */
    moreAnswers: jsonb('more_answers').$type<MoreAnswer[]>().notNull().default([]),
    /** An image shown with the question itself. */
    imageQuestion: jsonb('image_question').$type<QuestionImageFile>(),
    /** The question this one was copied from: marks a copy without changing what students read. */
    copiedFrom: text('copied_from'),
    createdBy: text('created_by'),
    role: text('role'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questions_question_id_idx').on(t.questionId),
    index('questions_place_idx').on(t.curriculumCode, t.subject, t.topic, t.chapter),
    index('questions_create_date_idx').on(t.createDate),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
