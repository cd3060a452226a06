import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Certificates of completion. One standing certificate per (student, curriculum), so the
 * verification code and the date stay the same however often the PDF is drawn again. The name and
 * curriculum are kept as printed, so the public check confirms what the paper says. A revoked
 * certificate is kept (its code then answers "Revoked on ..."); an administrator may issue a new
 * one beside it.
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
    /** YYYY-MM-DD in the school's time zone: the day of issue. */
    completionDate: text('completion_date').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Why it was issued: 'completion' (the curriculum was completed), 'early' (an administrator
     * issued it before completion, with a reason) or 'unchecked' (issued before completion was
     * checked; the administrator keeps or revokes it).
     */
    basis: text('basis').notNull().default('completion'),
    /** The administrator who issued it early, and why. */
    issuedBy: text('issued_by').references(() => users.id),
    issueReason: text('issue_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('certificates_code_idx').on(t.code),
    // One standing certificate per student and curriculum; revoked ones stay beside it.
    uniqueIndex('certificates_user_curriculum_idx').on(t.userId, t.curriculumCode).where(sql`${t.revokedAt} is null`),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
/** The three ways a certificate came to be issued. */
export type CertificateBasis = 'completion' | 'early' | 'unchecked';
