import type { UpdateStudentBody } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { unknownPlacePart } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { publishEvents } from '../notifications/index.ts';
import { refreshAttemptDeadlines } from '../test-taking/index.ts';
import { emailInUse } from './create-staff.ts';
import { personAudit } from './person-audit.ts';
import type { PeopleActor } from './policy.ts';
import { emailTaken, findLiveUser, updateUserRow } from './queries.ts';

/**
 * Changes a student's details and their standing time multiplier (extra time on timed tests). Their curricula are enrolments (payments, change of curriculum)
 * and are not edited here; neither are the password or the verification flags.
 */
export async function updateStudent(
  deps: AppDeps,
  actor: PeopleActor,
  body: z.output<typeof UpdateStudentBody>,
): Promise<UserRow> {
  const { db } = deps;
  const target = await findLiveUser(db, body.userID);
  if (target?.role !== 'student') throw notFound();
  if (await emailTaken(db, body.email, target.id)) throw emailInUse();
  // The same rule as registration: a country > state > city of the registration form's lists.
  const wrongPart = await unknownPlacePart(body);
  if (wrongPart) throw badRequest(messages.unknownPlace, [{ field: wrongPart, message: messages.unknownPlace }]);
  try {
    const { row, events } = await db.transaction(async (tx) => {
      const row = await updateUserRow(tx, target.id, {
        firstName: body.firstName,
        middleName: body.middleName,
        lastName: body.lastName,
        email: body.email,
        mobile: body.mobile,
        gender: body.gender,
        dob: body.dob,
        address: body.address,
        country: body.country,
        state: body.state,
        city: body.city,
        pincode: body.pincode,
        parentOrGardien: body.parentOrGardien,
        ...(body.timeMultiplier === undefined ? {} : { timeMultiplier: body.timeMultiplier }),
        updatedAt: new Date(),
      });
      if (!row) throw notFound();
      await recordAudit(tx, personAudit(actor, 'update', target, row));
      // A new multiplier reaches the timed tests the student is sitting now, too.
      const moved =
        row.timeMultiplier === target.timeMultiplier ? [] : await refreshAttemptDeadlines(tx, { userId: row.id });
      return { row, events: moved };
    });
    await publishEvents(deps, events);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
