import { assessmentFormValues, assessmentPhase, editIssues } from '@kaksha/contracts/assessment-edits';
import { defaultReviewAfter } from '@kaksha/contracts/assessment-rules';
import { messages } from '@kaksha/contracts/messages';
import { zonedInstant } from '@kaksha/contracts/school-time';
import type { Db, Queryable } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequestFromIssues, conflict } from '../../http/errors.ts';
import { changedFields, pickFields, recordAudit } from '../audit/index.ts';
import { publishEvents } from '../notifications/index.ts';
import { refreshAttemptDeadlines } from '../test-taking/index.ts';
import { type AssessmentInput, checkAssessment } from './check-assessment.ts';
import { AUDITED_ASSESSMENT_FIELDS, frozenPool } from './create-assessment.ts';
import { questionsChangeable } from './policy.ts';
import { presentAssessment } from './presenter.ts';
import { findAssessment, lockAssessment, questionsOfTest, replaceQuestions, updateAssessmentRow } from './queries.ts';

type UpdateInput = AssessmentInput & { testID: string };

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === new Set([...a, ...b]).size;

async function audit(tx: Queryable, actor: Actor, before: AssessmentRow, after: AssessmentRow, questions?: string[][]) {
  const changed = changedFields(
    pickFields(before, AUDITED_ASSESSMENT_FIELDS),
    pickFields(after, AUDITED_ASSESSMENT_FIELDS),
    AUDITED_ASSESSMENT_FIELDS,
  );
  const [was, now] = questions ?? [];
  const questionsMoved = was && now && !sameSet(was, now);
  await recordAudit(tx, {
    actor,
    action: 'update',
    entity: 'assessment',
    entityId: after.testId,
    summary: `${before.draft ? 'Scheduled' : 'Changed'} assessment ${after.testId} ${after.assessmentName}`,
    before: questionsMoved ? { ...changed.before, questions: was } : changed.before,
    after: questionsMoved ? { ...changed.after, questions: now } : changed.after,
  });
}

/**
 * Before the test opens (or while it is a draft): every field and its questions, under the
 * creation rules, the questions frozen again from the library or template as they are now.
 * Saving a draft schedules it.
 */
async function editBeforeOpening(
  db: Db,
  actor: Actor,
  stored: AssessmentRow,
  input: UpdateInput,
  timeZone: string,
  now: Date,
) {
  const { values, questions } = await checkAssessment(db, input, timeZone);
  const was = (await questionsOfTest(db, stored)).map((q) => q.questionId);
  return db.transaction(async (tx) => {
    const locked = await lockAssessment(tx, stored.id);
    // Decided again on the locked row and the clock as it is now: the test may have opened (or
    // been moved) while the library was read.
    const at = new Date(Math.max(now.getTime(), Date.now()));
    if (!questionsChangeable(assessmentPhase(locked, at))) throw conflict(messages.lockedOnceOpen);
    const row = await updateAssessmentRow(tx, stored.id, { ...values, draft: false, updatedAt: now });
    await replaceQuestions(tx, stored.id, frozenPool(stored.id, input, questions));
    await audit(tx, actor, locked, row, [was, questions.map((q) => q.questionId)]);
    return row;
  });
}

/**
 * Open or closed: only what the phase allows (contracts' editIssues): a later end, for everyone,
 * and while open when results open. Anything else the edit changes is refused by name.
 */
async function editAfterOpening(
  db: Db,
  actor: Actor,
  stored: AssessmentRow,
  input: UpdateInput,
  timeZone: string,
  now: Date,
) {
  const held = (await questionsOfTest(db, stored)).map((q) => q.questionId);
  const chosen = input.question_ids.map((q) => q.questionID);
  // A template's questions are the template's: its templateID (a locked field) stands for them.
  const questionsChanged = input.assessmentType !== 'Use Template' && !sameSet(held, chosen);
  return db.transaction(async (tx) => {
    const locked = await lockAssessment(tx, stored.id);
    const phase = assessmentPhase(locked, now);
    const issues = editIssues(phase, assessmentFormValues(presentAssessment(locked)), input, {
      endsAt: locked.endsAt,
      timeZone,
      now,
      questionsChanged,
    });
    if (issues.length) throw badRequestFromIssues(issues);
    const row = await updateAssessmentRow(tx, stored.id, {
      endDate: input.enddate,
      endTime: input.endTime,
      endsAt: zonedInstant(input.enddate, input.endTime, timeZone),
      reviewAfter: phase === 'open' ? (input.reviewAfter ?? defaultReviewAfter(locked.type)) : locked.reviewAfter,
      updatedAt: now,
    });
    await audit(tx, actor, locked, row);
    // A later end reaches the attempts running now: each one's own end is computed again (a
    // timed attempt may have been capped by the old end), and its student's countdown follows.
    const moved = await refreshAttemptDeadlines(tx, { testRowId: stored.id });
    return { row, moved };
  });
}

/** Edits an assessment by the rules of its phase, by the server's clock (contracts' assessment-edits.ts). */
export async function updateAssessment(
  deps: AppDeps,
  actor: Actor,
  input: UpdateInput,
  now = new Date(),
): Promise<AssessmentRow> {
  const { db } = deps;
  const timeZone = deps.config.TIME_ZONE;
  const stored = await findAssessment(db, input.testID);
  if (questionsChangeable(assessmentPhase(stored, now)))
    return editBeforeOpening(db, actor, stored, input, timeZone, now);
  const { row, moved } = await editAfterOpening(db, actor, stored, input, timeZone, now);
  await publishEvents(deps, moved);
  return row;
}
