import crypto from 'node:crypto';
import type { StaffForm } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { queuePasswordLinkMail } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { personCreatedAudit } from './person-audit.ts';
import type { PeopleActor } from './policy.ts';
import { emailTaken, insertEnrolment, insertUser } from './queries.ts';
import { resolveStaffPlacement } from './staff-placement.ts';

export const emailInUse = () =>
  new HttpError(409, messages.emailInUse, {
    errors: [{ field: 'email', message: messages.emailInUse }],
  });

/**
 * Adds a staff member. They are active at once (an admin vouches for them) but have no password
 * until they follow the link mailed to them; a teacher is placed in their curriculum and subject.
 */
export async function createStaff(
  deps: AppDeps,
  actor: PeopleActor,
  form: z.output<typeof StaffForm>,
): Promise<UserRow> {
  const { db } = deps;
  const placement = await resolveStaffPlacement(db, actor, form);
  if (await emailTaken(db, form.email)) throw emailInUse();

  const id = crypto.randomUUID();
  try {
    const created = await db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        id,
        email: form.email,
        passwordHash: null,
        role: form.role,
        firstName: form.firstName,
        middleName: form.middleName,
        lastName: form.lastName,
        mobile: form.mobile,
        address: form.address,
        ...placement,
        isActive: true,
        isEmailVerified: false,
      });
      if (placement.curriculumCode && placement.curriculum) {
        await insertEnrolment(tx, {
          userId: id,
          curriculum: placement.curriculum,
          curriculumCode: placement.curriculumCode,
          subject: placement.subject,
        });
      }
      await recordAudit(tx, personCreatedAudit(actor, row));
      // The set-password link commits with the account; the outbox delivers it (and retries).
      await queuePasswordLinkMail(deps, tx, row, 'set');
      return row;
    });
    deps.mail.kick();
    return created;
  } catch (error) {
    // Two admins adding the same e-mail at once: the partial unique index decides.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
