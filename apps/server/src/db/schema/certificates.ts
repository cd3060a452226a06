import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issued certificates of completion: one per (student, curriculum), made on the first request, so
 * the verification code and the date stay the same however often the PDF is drawn again. The
 * name and curriculum are kept as printed, so the public check confirms what the paper says.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    /** The public verification code (KSH-XXXX-XXXX-XXXX-XXXX). */
    code: text('code').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    curriculumCode: text('curriculum_code').notNull(),
    curriculumName: text('curriculum_name').notNull(),
    /** The full name in upper case, as printed. */
    studentName: text('student_name').notNull(),
    /** YYYY-MM-DD in the school's time zone: the day of first issue. */
    completionDate: text('completion_date').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_code_idx').on(t.code),
    uniqueIndex('certificates_user_curriculum_idx').on(t.userId, t.curriculumCode),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
