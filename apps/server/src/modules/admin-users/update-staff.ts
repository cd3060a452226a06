import crypto from 'node:crypto';
import { messages, type UpdateStaffBody } from '@kaksha/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { enrolments, type UserRow, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { emailInUse } from './create-staff.ts';
import { personAudit } from './person-audit.ts';
import { mayActOnRole, type PeopleActor, roleChangeRefusal } from './policy.ts';
import { emailTaken, findLiveUser, lockActiveSuperadmins } from './queries.ts';
import { type Placement, resolveStaffPlacement } from './staff-placement.ts';

/**
 * A teacher's form names one curriculum and subject: the assignment they work in now. It replaces
 * the assignment they worked in before (other assignments stay); other roles teach nothing.
 */
async function placeTeacher(tx: Db, before: UserRow, newRole: string, placement: Placement): Promise<void> {
  if (newRole !== 'teacher') {
    if (before.role === 'teacher') await tx.delete(enrolments).where(eq(enrolments.userId, before.id));
    return;
  }
  const { curriculum, curriculumCode, subject } = placement;
  if (!curriculum || !curriculumCode) return;
  const [already] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, before.id),
        eq(enrolments.curriculumCode, curriculumCode),
        eq(enrolments.subject, subject ?? ''),
      ),
    )
    .limit(1);
  if (already) return;
  if (before.role === 'teacher' && before.curriculumCode && before.subject) {
    const moved = await tx
      .update(enrolments)
      .set({ curriculum, curriculumCode, subject })
      .where(
        and(
          eq(enrolments.userId, before.id),
          eq(enrolments.curriculumCode, before.curriculumCode),
          eq(enrolments.subject, before.subject),
        ),
      )
      .returning({ id: enrolments.id });
    if (moved.length) return;
  }
  await tx
    .insert(enrolments)
    .values({ id: crypto.randomUUID(), userId: before.id, curriculum, curriculumCode, subject });
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
  if (await emailTaken(db, body.email, target.id)) throw emailInUse();

  try {
    const updated = await db.transaction(async (tx) => {
      if (body.role !== target.role) {
        const refusal = roleChangeRefusal(actor, target, body.role, await lockActiveSuperadmins(tx));
        if (refusal) throw new HttpError(refusal.status, refusal.message);
      }
      const [row] = await tx
        .update(users)
        .set({
          firstName: body.firstName,
          middleName: body.middleName,
          lastName: body.lastName,
          email: body.email,
          mobile: body.mobile,
          address: body.address,
          role: body.role,
          ...placement,
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id))
        .returning();
      if (!row) throw notFound();
      await placeTeacher(tx, target, body.role, placement);
      await recordAudit(tx, personAudit(actor, 'update', target, row));
      return row;
    });
    // The role is read from the database on each request: drop the cached one now.
    deps.actors.forget(target.id);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
