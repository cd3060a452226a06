import crypto from 'node:crypto';
import { addDays, todayIn } from '@kaksha/contracts/school-time';
import type { Db } from '../db/client.ts';
import { chapters, courses, type curricula, questions, subjects } from '../db/schema/index.ts';
import { buildCurriculum as buildBaseCurriculum } from './factories.ts';

const short = () => crypto.randomBytes(3).toString('hex').toUpperCase();

/** `YYYY-MM-DD` moved by a number of days (the one school-time helper, kept here for the tests). */
export { addDays };

/** Today in the test app's time zone (the default, Asia/Kolkata). */
export const today = () => todayIn('Asia/Kolkata');

/** A valid createCurriculum body with a fresh short name. */
export function curriculumBody(overrides: Record<string, unknown> = {}) {
  const start = addDays(today(), 10);
  return {
    organizationName: 'Test School',
    organizationCode: 'TST',
    curriculumAward: 'BSC',
    shortName: short(),
    longName: 'Bachelor of Testing',
    experience: 'Internship',
    marksMode: 'Percentage',
    liveSession: true,
    showPreviousCurriculum: false,
    eligibility: '<p>Anyone</p>',
    passCriteria: '<p>40%</p>',
    effectiveDate: today(),
    startDate: start,
    endDate: addDays(start, 720),
    price: 100,
    ...overrides,
  };
}

/** The shared curriculum factory with the fixed 2026 calendar the catalogue tests compare against. */
export const buildCurriculum = (db: Db, overrides: Partial<typeof curricula.$inferInsert> = {}) =>
  buildBaseCurriculum(db, {
    effectiveDate: '2026-01-01',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    duration: 1,
    price: 100,
    ...overrides,
  });

export async function buildSubject(
  db: Db,
  curriculum: { curriculum: string; curriculumCode: string },
  overrides: Partial<typeof subjects.$inferInsert> = {},
) {
  const [row] = await db
    .insert(subjects)
    .values({
      id: crypto.randomUUID(),
      curriculum: curriculum.curriculum,
      curriculumCode: curriculum.curriculumCode,
      subject: `Subject ${short()}`,
      subjectInfo: '<p>About it</p>',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      minCredits: 2,
      maxCredits: 4,
      practicalSession: 'Yes',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('subject not created');
  return row;
}

/** A topic with named chapters under a subject. */
export async function buildCourse(
  db: Db,
  subject: { curriculum: string; curriculumCode: string; subject: string },
  opts: { topic?: string; chapters?: string[] } = {},
) {
  const id = crypto.randomUUID();
  const topic = opts.topic ?? `Topic ${short()}`;
  await db.insert(courses).values({
    id,
    curriculum: subject.curriculum,
    curriculumCode: subject.curriculumCode,
    subject: subject.subject,
    topic,
    topicInfo: '<p>Topic info</p>',
  });
  const names = opts.chapters ?? ['Chapter One', 'Chapter Two'];
  const rows = names.map((chapter, position) => ({
    id: crypto.randomUUID(),
    courseId: id,
    position,
    chapter,
    chapterInfo: `About ${chapter}`,
  }));
  await db.insert(chapters).values(rows);
  return {
    id,
    curriculum: subject.curriculum,
    curriculumCode: subject.curriculumCode,
    subject: subject.subject,
    topic,
    chapters: rows,
  };
}

export async function buildQuestion(
  db: Db,
  place: { curriculum: string; curriculumCode: string; subject: string; topic: string; chapter: string },
  overrides: Partial<typeof questions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(questions)
    .values({
      id: crypto.randomUUID(),
      curriculum: place.curriculum,
      curriculumCode: place.curriculumCode,
      subject: place.subject,
      topic: place.topic,
      chapter: place.chapter,
      questionType: 'Multi',
      questionMarks: 2,
      question: '<p>What is 2 + 2?</p>',
      correctAnswer: '4',
      answer1: '3',
      answer2: '5',
      answer3: '22',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('question not created');
  return row;
}
