import { messages } from '@kaksha/contracts/messages';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { type AuditActor, pickFields, recordAudit } from '../audit/index.ts';
import { AUDITED_ASSESSMENT_FIELDS } from './create-assessment.ts';
import { mayDelete } from './policy.ts';
import { attemptCount, findAssessment, removeAssessment } from './queries.ts';

/** PostgreSQL's foreign key violation: a student opened the test while it was being deleted. */
const FOREIGN_KEY_VIOLATION = '23503';

export async function deleteAssessment(db: Db, actor: AuditActor, testID: string): Promise<void> {
  const test = await findAssessment(db, testID);
  if (!mayDelete(await attemptCount(db, test.id))) throw conflict(messages.assessmentHasAttempts);
  try {
    // Questions and meetings go with it; an attempt (started meanwhile) keeps it (foreign key).
    await db.transaction(async (tx) => {
      await removeAssessment(tx, test.id);
      await recordAudit(tx, {
        actor,
        action: 'delete',
        entity: 'assessment',
        entityId: test.testId,
        summary: `Deleted assessment ${test.testId} ${test.assessmentName}`,
        before: pickFields(test, AUDITED_ASSESSMENT_FIELDS),
      });
    });
  } catch (e) {
    const code = (e as { code?: string; cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code;
    if (code === FOREIGN_KEY_VIOLATION) throw conflict(messages.assessmentHasAttempts);
    throw e;
  }
}
