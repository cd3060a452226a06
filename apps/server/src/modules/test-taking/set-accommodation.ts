import type { AccommodationDto, SetAccommodationBody } from '@kaksha/contracts/accommodations';
import { messages } from '@kaksha/contracts/messages';
import { formatSchoolDateTime } from '@kaksha/contracts/school-time';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { findVisibleTest } from '../assessments/index.ts';
import { recordAudit } from '../audit/index.ts';
import { publishEvents } from '../notifications/index.ts';
import { presentAccommodation } from './presenter.ts';
import {
  accommodationLines,
  deleteAccommodation,
  findAccommodation,
  findStudentOfCurriculum,
  upsertAccommodation,
} from './queries.ts';
import { refreshAttemptDeadlines } from './refresh-deadlines.ts';

type Input = z.output<typeof SetAccommodationBody>;

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * Gives a student of the test's curriculum extra minutes and/or a later personal end on one test
 * (both empty: takes them away). A running attempt's end is computed again in the same
 * transaction, and once it commits the student's open test page is told its new end.
 */
export async function setAccommodation(
  deps: AppDeps,
  actor: Actor,
  input: Input,
  now = new Date(),
): Promise<{ removed: boolean; data: AccommodationDto }> {
  const { db } = deps;
  const { test } = await findVisibleTest(db, actor, input.testID);
  if (!(await findStudentOfCurriculum(db, input.userID, test.curriculumCode)))
    throw fieldError('userID', messages.accommodationNotStudent);
  const extraMinutes = input.extraMinutes ?? null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && endsAt <= test.endsAt)
    throw fieldError(
      'endsAt',
      messages.accommodationEndsBeforeWindow.replace('{end}', formatSchoolDateTime(test.endsAt, deps.config.TIME_ZONE)),
    );
  const removed = extraMinutes === null && endsAt === null;
  const events = await db.transaction(async (tx) => {
    const before = await findAccommodation(tx, test.id, input.userID);
    if (removed) await deleteAccommodation(tx, test.id, input.userID);
    else
      await upsertAccommodation(
        tx,
        { testId: test.id, userId: input.userID, extraMinutes, endsAt, updatedBy: actor.userId },
        now,
      );
    const moved = await refreshAttemptDeadlines(tx, { userId: input.userID, testRowId: test.id });
    const [line] = await accommodationLines(tx, test, input.userID);
    const who = line ? `${line.firstName} ${line.lastName}`.trim() || line.email : input.userID;
    const given = [
      extraMinutes === null ? null : `${extraMinutes} extra minutes`,
      endsAt === null ? null : `until ${formatSchoolDateTime(endsAt, deps.config.TIME_ZONE)}`,
    ].filter(Boolean);
    await recordAudit(tx, {
      actor,
      action: removed ? 'delete' : before ? 'update' : 'create',
      entity: 'extra-time',
      entityId: `${test.testId}/${input.userID}`,
      summary: removed
        ? `Took away ${who}'s extra time on ${test.testId} ${test.assessmentName}`
        : `Gave ${who} ${given.join(' and ')} on ${test.testId} ${test.assessmentName}`,
      before: before ? { extraMinutes: before.extraMinutes, endsAt: before.endsAt?.toISOString() ?? null } : null,
      after: removed ? null : { extraMinutes, endsAt: endsAt?.toISOString() ?? null },
    });
    return moved;
  });
  // Told after the commit: the student's page never shows an end the database does not hold.
  await publishEvents(deps, events);
  const [line] = await accommodationLines(db, test, input.userID);
  if (!line) throw new Error('accommodation not readable');
  return { removed, data: presentAccommodation(line) };
}
