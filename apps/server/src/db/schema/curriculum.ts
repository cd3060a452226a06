import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export interface StoredFile {
  location: string;
  fieldname?: string;
  fileName?: string;
}

export const curricula = pgTable(
  'curricula',
  {
    id: text('id').primaryKey(),
    organizationName: text('organization_name').notNull(),
    organizationCode: text('organization_code').notNull(),
    curriculumAward: text('curriculum_award').notNull(),
    shortName: text('short_name').notNull(),
    longName: text('long_name').notNull(),
    /** organizationCode-curriculumAward-shortName, derived. */
    curriculum: text('curriculum').notNull(),
    /** curriculum-year, derived; the key other rows refer to. */
    curriculumCode: text('curriculum_code').notNull(),
    experience: text('experience').notNull(),
    marksMode: text('marks_mode').notNull(),
    liveSession: boolean('live_session').notNull().default(false),
    showPreviousCurriculum: boolean('show_previous_curriculum').notNull().default(false),
    eligibility: text('eligibility').notNull().default(''),
    passCriteria: text('pass_criteria').notNull().default(''),
    effectiveDate: text('effective_date').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    duration: doublePrecision('duration').notNull(),
    price: doublePrecision('price').notNull().default(0),
    image: jsonb('image').$type<StoredFile>(),
    /** The curriculum this one was copied from; a copy's code parts stay editable until it is in use. */
    copiedFrom: text('copied_from'),
    createdBy: text('created_by'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('curricula_code_idx').on(t.curriculumCode),
    // The admin list pages newest first.
    index('curricula_create_date_idx').on(t.createDate),
    // "ABC-2026" and "abc-2026" would read as the same curriculum to people.
    uniqueIndex('curricula_code_lower_idx').on(sql`lower(${t.curriculumCode})`),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: text('id').primaryKey(),
    curriculum: text('curriculum').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    subject: text('subject').notNull(),
    subjectInfo: text('subject_info').notNull().default(''),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    minCredits: integer('min_credits').notNull().default(0),
    maxCredits: integer('max_credits').notNull().default(0),
    practicalSession: text('practical_session').notNull().default('No'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subjects_code_subject_idx').on(t.curriculumCode, t.subject)],
);

/** Chapter content: a topic of a subject, with its chapters. */
export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    curriculum: text('curriculum').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    topicInfo: text('topic_info').notNull().default(''),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_code_subject_idx').on(t.curriculumCode, t.subject),
    index('courses_create_date_idx').on(t.createDate),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    chapter: text('chapter').notNull(),
    chapterInfo: text('chapter_info').notNull().default(''),
    fileLocation: text('file_location'),
  },
  (t) => [index('chapters_course_idx').on(t.courseId)],
);

export type CurriculumRow = typeof curricula.$inferSelect;
export type SubjectRow = typeof subjects.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;
