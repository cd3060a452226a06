import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { chapters } from './curriculum.ts';

/**
 * A chapter's video (admin spec §3, Video). One per chapter; the chapter's fileLocation mirrors it.
 * Curriculum, subject, topic and chapter names are read through the chapter, never copied here.
 */
export const videos = pgTable(
  'videos',
  {
    /** The spec's videoID. */
    id: text('id').primaryKey(),
    chapterId: text('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Storage key of the video, as the upload answered it. */
    fileLocation: text('file_location').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('videos_chapter_idx').on(t.chapterId),
    // The video list's default order (newest first), a page at a time.
    index('videos_created_idx').on(t.createdAt, t.id),
  ],
);

/** Reading material of a chapter, attached to its video (the video's and chapter's readArr). */
export const readingFiles = pgTable(
  'reading_files',
  {
    id: text('id').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The name people see; a name containing 'exercise' is exercise material. */
    name: text('name').notNull(),
    location: text('location').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_files_video_idx').on(t.videoId)],
);

export type VideoRow = typeof videos.$inferSelect;
export type ReadingFileRow = typeof readingFiles.$inferSelect;
