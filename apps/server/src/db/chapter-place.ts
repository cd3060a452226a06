import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { chapters, courses } from './schema/index.ts';

/** A topic as the forms and the catalogue name it: curriculum code, subject, topic. */
export interface TopicPlace {
  curriculumCode: string;
  subject: string;
  topic: string;
}

/** A chapter as the forms name it: its topic's place and its own name. */
export interface ChapterPlace extends TopicPlace {
  chapter: string;
}

/** The `courses` rows of a topic (a query over `courses`, or `chapters` joined to it). */
export const topicIs = (place: TopicPlace): SQL =>
  and(
    eq(courses.curriculumCode, place.curriculumCode),
    eq(courses.subject, place.subject),
    eq(courses.topic, place.topic),
  ) as SQL;

/** A chapter by its place; the query joins `chapters` to `courses`. */
export const chapterIs = (place: ChapterPlace): SQL => and(topicIs(place), eq(chapters.chapter, place.chapter)) as SQL;

/**
 * The chapter at a place, or null. A name could stand twice under one topic in data made before
 * names were checked; the first in the topic's order is the one every screen shows.
 */
export async function chapterAt(
  db: Queryable,
  place: ChapterPlace,
): Promise<{ id: string; curriculum: string } | null> {
  const [row] = await db
    .select({ id: chapters.id, curriculum: courses.curriculum })
    .from(chapters)
    .innerJoin(courses, eq(chapters.courseId, courses.id))
    .where(chapterIs(place))
    .orderBy(asc(courses.createDate), asc(chapters.position))
    .limit(1);
  return row ?? null;
}
