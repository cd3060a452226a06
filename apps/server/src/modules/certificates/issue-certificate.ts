import crypto from 'node:crypto';
import { messages, todayIn } from '@kaksha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CertificateRow, certificates, curricula, enrolments, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { mayHoldCertificate, newCertificateCode, printedName } from './policy.ts';

export type { CertificateRow };

/** The caller's enrolment in the curriculum, with the curriculum's long name and the caller's name. */
async function enrolmentOf(db: Db, userId: string, curriculumCode: string) {
  const [row] = await db
    .select({
      curriculum: enrolments.curriculum,
      longName: curricula.longName,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(curricula, eq(curricula.curriculumCode, enrolments.curriculumCode))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.curriculumCode, curriculumCode), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

const findIssued = async (db: Db, userId: string, curriculumCode: string) =>
  (
    await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.curriculumCode, curriculumCode)))
      .limit(1)
  )[0];

/**
 * The caller's certificate of one of their curricula, issued on the first request. Two requests at
 * once both land on the one row: the unique (student, curriculum) index decides, not a check first.
 * Anything but the caller's own enrolment answers 404.
 */
export async function issueCertificate(
  db: Db,
  actor: Actor,
  curriculumCode: string,
  timeZone: string,
): Promise<CertificateRow> {
  const enrolment = await enrolmentOf(db, actor.userId, curriculumCode);
  if (!mayHoldCertificate(actor, enrolment !== null) || !enrolment) throw notFound(messages.notEnrolledInCurriculum);
  const existing = await findIssued(db, actor.userId, curriculumCode);
  if (existing) return existing;
  await db
    .insert(certificates)
    .values({
      id: crypto.randomUUID(),
      code: newCertificateCode(),
      userId: actor.userId,
      curriculumCode,
      curriculumName: enrolment.longName ?? enrolment.curriculum,
      studentName: printedName(enrolment),
      completionDate: todayIn(timeZone),
    })
    .onConflictDoNothing({ target: [certificates.userId, certificates.curriculumCode] });
  const issued = await findIssued(db, actor.userId, curriculumCode);
  if (!issued) throw new Error('certificate was neither issued nor found');
  return issued;
}

/** A certificate by its public code, or null. */
export async function findByCode(db: Db, code: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row ?? null;
}
