import { messages } from '@kaksha/contracts/messages';
import type { Db } from '../../db/client.ts';
import type { CertificateRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { lockByCode, markRevoked } from './queries.ts';

/**
 * Revokes a certificate with the reason, audited in the same transaction. The row is kept: its
 * code then answers "Revoked on <date>" to anyone who checks it. The row is locked first, so two
 * revocations at once record one.
 */
export async function revokeCertificate(
  db: Db,
  actor: AuditActor & { userId: string },
  code: string,
  reason: string,
): Promise<CertificateRow> {
  return db.transaction(async (tx) => {
    const current = await lockByCode(tx, code);
    if (!current) throw notFound(messages.certificateNotFound);
    if (current.revokedAt) throw conflict(messages.certificateAlreadyRevoked);
    const row = await markRevoked(tx, current.id, actor.userId, reason);
    if (!row) throw notFound(messages.certificateNotFound);
    await recordAudit(tx, {
      actor,
      action: 'revoke',
      entity: 'certificate',
      entityId: row.code,
      summary: `Revoked certificate ${row.code} of ${row.studentName} (${row.curriculumCode}): ${reason}`,
      before: { revokedAt: null },
      after: { revokedAt: row.revokedAt?.toISOString(), revokeReason: reason },
    });
    return row;
  });
}
