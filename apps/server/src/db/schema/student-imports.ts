import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One run of the student spreadsheet import. The students themselves are written in a single
 * transaction that also marks the run done, so a run is either done with every student saved or
 * not done with none. A run left 'running' by a stopped server is reported as stopped when read
 * (modules/student-import/import-runs.ts, queries.ts).
 */
export const studentImports = pgTable(
  'student_imports',
  {
    id: text('id').primaryKey(),
    /** The admin who started it. */
    createdBy: text('created_by').notNull(),
    fileName: text('file_name').notNull(),
    /** running, done or failed (STUDENT_IMPORT_STATUSES). */
    status: text('status').notNull(),
    /** Valid rows to import. */
    total: integer('total').notNull(),
    /** Students saved: set with 'done', in the import's own transaction. */
    imported: integer('imported').notNull().default(0),
    /** Rows with problems, left out. */
    skipped: integer('skipped').notNull(),
    message: text('message').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('student_imports_created_by_idx').on(t.createdBy, t.startedAt)],
);

export type StudentImportRunRow = typeof studentImports.$inferSelect;
