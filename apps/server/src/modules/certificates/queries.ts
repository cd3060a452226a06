import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageTable } from '../../db/list-page.ts';
import {
  assessments,
  type CertificateRow,
  certificates,
  curricula,
  enrolments,
  results,
  users,
} from '../../db/schema/index.ts';

/** A stored certificate, for the PDF route (route files do not import the schema). */
export type { CertificateRow };

/** Reads and writes alike: the database or a transaction on it. */
type Queryable = Pick<Db, 'select'>;

/**
 * A student's enrolment in a curriculum, with what a certificate prints (the curriculum's long
 * name, the student's name) and what completion needs (the curriculum's end date); null when the
 * person is not an enrolled student of it.
 */
export async function enrolmentOf(db: Queryable, userId: string, curriculumCode: string) {
  const [row] = await db
    .select({
      curriculum: enrolments.curriculum,
      longName: curricula.longName,
      endDate: curricula.endDate,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(curricula, eq(curricula.curriculumCode, enrolments.curriculumCode))
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.curriculumCode, curriculumCode),
        eq(users.role, 'student'),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type Enrolment = NonNullable<Awaited<ReturnType<typeof enrolmentOf>>>;

/**
 * The Mandatory formal (Private) tests of a curriculum, each with the student's result if any:
 * what completion is measured against.
 */
export function formalTestsWithResults(db: Queryable, userId: string, curriculumCode: string) {
  return db
    .select({
      testID: assessments.testId,
      assessmentName: assessments.assessmentName,
      subject: assessments.subject,
      endDate: assessments.endDate,
      resultId: results.id,
      corrected: results.corrected,
    })
    .from(assessments)
    .leftJoin(results, and(eq(results.testId, assessments.id), eq(results.userId, userId)))
    .where(
      and(
        eq(assessments.curriculumCode, curriculumCode),
        eq(assessments.type, 'Private'),
        eq(assessments.assignmentMode, 'Mandatory'),
        // A draft (a copy not yet scheduled) is no test anyone sits yet.
        eq(assessments.draft, false),
      ),
    )
    .orderBy(assessments.endsAt, assessments.testId);
}

/** The student's standing (not revoked) certificate of a curriculum. */
export async function findStanding(db: Queryable, userId: string, curriculumCode: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.curriculumCode, curriculumCode),
        isNull(certificates.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The student's most recently revoked certificate of a curriculum. */
export async function findLastRevoked(db: Queryable, userId: string, curriculumCode: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.curriculumCode, curriculumCode),
        isNotNull(certificates.revokedAt),
      ),
    )
    .orderBy(desc(certificates.revokedAt))
    .limit(1);
  return row ?? null;
}

/** A certificate by its public code, or null. */
export async function findByCode(db: Queryable, code: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row ?? null;
}

const LIST = {
  search: [certificates.code, certificates.studentName, certificates.curriculumName, certificates.curriculumCode],
  sorts: { issuedAt: certificates.issuedAt, name: certificates.studentName, curriculum: certificates.curriculumName },
  defaultSort: 'issuedAt' as const,
  defaultOrder: 'desc' as const,
  tiebreak: certificates.id,
};

export interface CertificateFilter {
  state?: 'valid' | 'revoked';
  basis?: 'completion' | 'early' | 'unchecked';
}

/** One page of every certificate issued, for the administrator to keep or revoke. */
export function pageCertificates(db: Db, query: Parameters<typeof pageTable>[3], filter: CertificateFilter) {
  const where: (SQL | undefined)[] = [
    filter.state === 'valid' ? isNull(certificates.revokedAt) : undefined,
    filter.state === 'revoked' ? isNotNull(certificates.revokedAt) : undefined,
    filter.basis ? eq(certificates.basis, filter.basis) : undefined,
  ];
  return pageTable(db, certificates, LIST, query, and(...where));
}

/** A certificate by its code, its row locked to the transaction's end (two revocations record one). */
export async function lockByCode(tx: Pick<Db, 'select'>, code: string): Promise<CertificateRow | null> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.code, code)).limit(1).for('update');
  return row ?? null;
}

/** Marks a certificate revoked by `userId` with the reason; the row stays, for its code to answer. */
export async function markRevoked(
  tx: Pick<Db, 'update'>,
  id: string,
  userId: string,
  reason: string,
): Promise<CertificateRow | null> {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: new Date(), revokedBy: userId, revokeReason: reason })
    .where(eq(certificates.id, id))
    .returning();
  return row ?? null;
}
