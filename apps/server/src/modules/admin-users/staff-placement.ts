import type { StaffForm } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { mayActOnRole, type PeopleActor } from './policy.ts';
import { findCurriculumSubject, roleExists } from './queries.ts';

type StaffFormData = z.output<typeof StaffForm>;

/** Where a staff member works: a teacher's curriculum and subject, nothing for other roles. */
export interface Placement {
  curriculum: string | null;
  curriculumCode: string | null;
  subject: string | null;
}

const fieldError = (field: string, message: string) => badRequest(`${field}: ${message}`, [{ field, message }]);

/**
 * Checks the role of a staff form (exists, not student, grantable by the actor) and, for a
 * teacher, that the curriculum and subject exist. Returns the placement to store.
 */
export async function resolveStaffPlacement(db: Db, actor: PeopleActor, form: StaffFormData): Promise<Placement> {
  if (form.role === 'student') throw fieldError('role', messages.studentIsNotStaff);
  if (!(await roleExists(db, form.role))) throw fieldError('role', messages.unknownRole);
  if (!mayActOnRole(actor, form.role)) throw forbidden(messages.onlySuperadmin);
  if (form.role !== 'teacher') return { curriculum: null, curriculumCode: null, subject: null };

  const found = await findCurriculumSubject(db, form.curriculumCode, form.subject);
  if (!found.curriculum) throw fieldError('curriculumCode', messages.unknownCurriculum);
  if (!found.subjectFound) throw fieldError('subject', messages.unknownSubject);
  return { curriculum: found.curriculum, curriculumCode: form.curriculumCode, subject: form.subject };
}
