import crypto from 'node:crypto';
import type { RegradeChangeDto } from '@kaksha/contracts/marking';
import { messages } from '@kaksha/contracts/messages';
import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { addNotifications } from '../notifications/index.ts';
import { storeScore } from '../test-taking/index.ts';
import type { RegradeTarget } from './find-question.ts';
import { scoreChanged } from './policy.ts';
import { presentChange } from './presenter.ts';
import { lockAttemptsOfTest, lockedKey, storeCorrectedKey, submittedSheets } from './queries.ts';

const marksText = (marks: number | null, total: number) => (marks === null ? 'not marked yet' : `${marks}/${total}`);

/**
 * Applies a corrected key in ONE transaction: the test's attempts are locked, the frozen question
 * takes the new key (and the test a new questions version, so no cached copy scores with the old
 * one), every submitted attempt that answered it is scored again by storeScore, the students whose
 * marks or grade changed are told, and the audit log keeps who, when and why. Any failure on the
 * way leaves everything as it was.
 */
export async function applyRegrade(
  db: Db,
  actor: AuditActor,
  test: AssessmentRow,
  target: RegradeTarget,
  reason: string,
): Promise<{ checked: number; changes: RegradeChangeDto[]; events: UserEvent[] }> {
  return db.transaction(async (tx) => {
    await lockAttemptsOfTest(tx, test.id);
    // Another regrade of the same question may have committed since this one was checked: the
    // swap was worked out from the key before it, so it is refused rather than applied blindly.
    if ((await lockedKey(tx, target.question.id)) !== target.question.correctAnswer)
      throw conflict(messages.regradeKeyChangedMeanwhile);
    // Read under the locks: what the students have now is the "before".
    const sheets = await submittedSheets(tx, test.id);
    await storeCorrectedKey(tx, target.corrected, crypto.randomUUID());
    const changes: RegradeChangeDto[] = [];
    const told: { userId: string; message: string }[] = [];
    for (const sheet of sheets) {
      if (!sheet.answers.some((a) => a.questionId === target.question.questionId)) continue;
      const before = { achievedMarks: sheet.result?.achievedMarks ?? null, grade: sheet.result?.grade ?? null };
      const after = await storeScore(tx, sheet.attempt.id);
      if (!scoreChanged(before, after)) continue;
      changes.push(presentChange(sheet.user, before, after));
      told.push({
        userId: sheet.user.id,
        message: `${test.assessmentName}: a corrected answer key changed your marks from ${marksText(before.achievedMarks, after.totalMarks)} to ${marksText(after.achievedMarks, after.totalMarks)}`,
      });
    }
    const events = await addNotifications(
      tx,
      told.map(({ userId, message }) => ({
        userId,
        type: 'testRegraded' as const,
        title: 'Test regraded',
        message,
        link: `/student/assignment-result/${test.testId}`,
      })),
    );
    await recordAudit(tx, {
      actor,
      action: 'regrade',
      entity: 'assessment',
      entityId: test.testId,
      summary: `Corrected the key of ${target.question.questionId} in ${test.testId} ${test.assessmentName}: ${changes.length} results changed. Reason: ${reason}`,
      before: { questionID: target.question.questionId, correctAnswer: target.question.correctAnswer },
      after: {
        questionID: target.question.questionId,
        correctAnswer: target.corrected.correctAnswer,
        reason,
        changed: changes.map((c) => ({ userID: c.userID, before: c.before, after: c.after })),
      },
    });
    return { checked: sheets.length, changes, events };
  });
}
