import { messages } from '@kaksha/contracts/messages';
import type { Db } from '../../db/client.ts';
import { type CertificateRow, certificates } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, pickFields, recordAudit } from '../audit/index.ts';
import { newCertificateValues } from './issue-certificate.ts';
import { enrolmentOf, findStanding } from './queries.ts';

/**
 * An administrator issues a certificate to a named student before completion (or anew after a
 * revocation), with the reason, audited in the same transaction. Refused (409) while a
 * certificate of that curriculum stands for the student; 404 for anyone not enrolled in it.
 */
export async function issueEarly(
  db: Db,
  actor: AuditActor & { userId: string },
  input: { userID: string; curriculumCode: string; reason: string },
  timeZone: string,
): Promise<CertificateRow> {
  return db.transaction(async (tx) => {
    const enrolment = await enrolmentOf(tx, input.userID, input.curriculumCode);
    if (!enrolment) throw notFound(messages.studentNotEnrolled);
    if (await findStanding(tx, input.userID, input.curriculumCode)) throw conflict(messages.certificateAlreadyIssued);
    // A request at the same moment is stopped by the unique index of standing certificates.
    const [row] = await tx
      .insert(certificates)
      .values({
        ...newCertificateValues(input.userID, input.curriculumCode, enrolment, timeZone),
        basis: 'early',
        issuedBy: actor.userId,
        issueReason: input.reason,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(messages.certificateAlreadyIssued);
    await recordAudit(tx, {
      actor,
      action: 'issue',
      entity: 'certificate',
      entityId: row.code,
      summary: `Issued certificate ${row.code} early to ${row.studentName} (${row.curriculumCode}): ${input.reason}`,
      after: pickFields(row, ['code', 'studentName', 'curriculumCode', 'completionDate', 'basis', 'issueReason']),
    });
    return row;
  });
}
