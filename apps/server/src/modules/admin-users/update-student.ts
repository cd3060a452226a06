import type { UpdateStudentBody } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { unknownPlacePart } from '../accounts/index.ts';
import { publishEvents } from '../notifications/index.ts';
import { refreshAttemptDeadlines } from '../test-taking/index.ts';
import type { PeopleActor } from './policy.ts';
import { findLiveUser } from './queries.ts';
import { savePersonChange } from './save-person.ts';

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
  // The same rule as registration: a country > state > city of the registration form's lists.
  const wrongPart = await unknownPlacePart(body);
  if (wrongPart) throw badRequest(messages.unknownPlace, [{ field: wrongPart, message: messages.unknownPlace }]);
  let moved: UserEvent[] = [];
  const row = await savePersonChange(
    db,
    actor,
    target,
    {
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
    },
    {
      // A new multiplier reaches the timed tests the student is sitting now, too.
      after: async (tx, saved) => {
        if (saved.timeMultiplier !== target.timeMultiplier)
          moved = await refreshAttemptDeadlines(tx, { userId: saved.id });
      },
    },
  );
  // The e-mail and names are cached with the student's sign-ins (actor.ts).
  deps.actors.forget(row.id);
  await publishEvents(deps, moved);
  return row;
}
