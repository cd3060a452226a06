import crypto from 'node:crypto';
import type { CertificateRemainingDto } from '@kaksha/contracts/certificates';
import { messages } from '@kaksha/contracts/messages';
import { todayIn } from '@kaksha/contracts/school-time';
import type { Db } from '../../db/client.ts';
import { type CertificateRow, certificates } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { isCompleted, newCertificateCode, printedName, remainingFor } from './policy.ts';
import { type Enrolment, enrolmentOf, findLastRevoked, findStanding, formalTestsWithResults } from './queries.ts';

/** What the student's certificate page shows: the certificate, what remains, or its revocation. */
export type StudentCertificate =
  | { state: 'issued'; row: CertificateRow }
  | { state: 'pending'; remaining: CertificateRemainingDto }
  | { state: 'revoked'; row: CertificateRow };

/** What remains before the student completes the curriculum (today in the school's time zone). */
export async function remainingOf(
  db: Pick<Db, 'select'>,
  userId: string,
  curriculumCode: string,
  endDate: string,
  timeZone: string,
): Promise<CertificateRemainingDto> {
  const tests = await formalTestsWithResults(db, userId, curriculumCode);
  return remainingFor(endDate, todayIn(timeZone), tests);
}

/** The values of a new certificate row for a student of a curriculum. */
export const newCertificateValues = (
  userId: string,
  curriculumCode: string,
  enrolment: Enrolment,
  timeZone: string,
) => ({
  id: crypto.randomUUID(),
  code: newCertificateCode(),
  userId,
  curriculumCode,
  curriculumName: enrolment.longName || enrolment.curriculum,
  studentName: printedName(enrolment),
  completionDate: todayIn(timeZone),
});

/**
 * The caller's certificate of one of their curricula. It is issued on the first request after the
 * student has completed the curriculum; before that the answer says what remains. A revoked
 * certificate is not issued again by itself (that would undo the revocation): only an
 * administrator may issue a new one. Two requests at once land on the one row: the unique index
 * of standing certificates decides, not the check before. Anything but the caller's own enrolment
 * answers 404.
 */
export async function studentCertificate(
  db: Db,
  actor: Actor,
  curriculumCode: string,
  timeZone: string,
): Promise<StudentCertificate> {
  const enrolment = await enrolmentOf(db, actor.userId, curriculumCode);
  if (!enrolment) throw notFound(messages.notEnrolledInCurriculum);
  const standing = await findStanding(db, actor.userId, curriculumCode);
  if (standing) return { state: 'issued', row: standing };
  const revoked = await findLastRevoked(db, actor.userId, curriculumCode);
  if (revoked) return { state: 'revoked', row: revoked };
  const remaining = await remainingOf(db, actor.userId, curriculumCode, enrolment.endDate, timeZone);
  if (!isCompleted(remaining)) return { state: 'pending', remaining };
  await db
    .insert(certificates)
    .values({ ...newCertificateValues(actor.userId, curriculumCode, enrolment, timeZone), basis: 'completion' })
    .onConflictDoNothing();
  const issued = await findStanding(db, actor.userId, curriculumCode);
  if (!issued) throw new Error('certificate was neither issued nor found');
  return { state: 'issued', row: issued };
}
