import type { UpdateStaffBody } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { mayActOnRole, type PeopleActor, roleChangeRefusal } from './policy.ts';
import {
  findLiveUser,
  insertEnrolment,
  lockActiveSuperadmins,
  moveAssignment,
  removeEnrolments,
  teachesIn,
} from './queries.ts';
import { savePersonChange } from './save-person.ts';
import { type Placement, resolveStaffPlacement } from './staff-placement.ts';

/**
 * A teacher's form names one curriculum and subject: the assignment they work in now. It replaces
 * the assignment they worked in before (other assignments stay); other roles teach nothing.
 */
async function placeTeacher(tx: Db, before: UserRow, newRole: string, placement: Placement): Promise<void> {
  if (newRole !== 'teacher') {
    if (before.role === 'teacher') await removeEnrolments(tx, before.id);
    return;
  }
  const { curriculum, curriculumCode, subject } = placement;
  if (!curriculum || !curriculumCode) return;
  if (await teachesIn(tx, before.id, curriculumCode, subject ?? '')) return;
  if (before.role === 'teacher' && before.curriculumCode && before.subject) {
    const from = { curriculumCode: before.curriculumCode, subject: before.subject };
    if (await moveAssignment(tx, before.id, from, { curriculum, curriculumCode, subject })) return;
  }
  await insertEnrolment(tx, { userId: before.id, curriculum, curriculumCode, subject });
}

/** Changes a staff member. Role changes follow the superadmin and last-superadmin rules. */
export async function updateStaff(
  deps: AppDeps,
  actor: PeopleActor,
  body: z.output<typeof UpdateStaffBody>,
): Promise<UserRow> {
  const { db } = deps;
  const target = await findLiveUser(db, body.userID);
  if (!target || target.role === 'student') throw notFound();
  if (!mayActOnRole(actor, target.role)) throw forbidden(messages.onlySuperadmin);
  const placement = await resolveStaffPlacement(db, actor, body);
  const fields = {
    firstName: body.firstName,
    middleName: body.middleName,
    lastName: body.lastName,
    email: body.email,
    mobile: body.mobile,
    address: body.address,
    role: body.role,
    ...placement,
  };
  const updated = await savePersonChange(db, actor, target, fields, {
    before: async (tx) => {
      if (body.role === target.role) return;
      const refusal = roleChangeRefusal(actor, target, body.role, await lockActiveSuperadmins(tx));
      if (refusal) throw new HttpError(refusal.status, refusal.message);
    },
    after: (tx) => placeTeacher(tx, target, body.role, placement),
  });
  // The role is read from the database on each request: drop the cached one now.
  deps.actors.forget(target.id);
  return updated;
}
