import { isCopyName, messages, STAFF_ROLES } from '@kaksha/contracts';
import type { Actor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';

/** Staff see everything of the catalogue, including who created what. */
export const isStaff = (actor: Actor) => (STAFF_ROLES as readonly string[]).includes(actor.role);

/** A copy (its name ends with ')' or ']') cannot be copied again (admin spec §4): 409. */
export function assertCopyable(name: string): void {
  if (isCopyName(name)) throw conflict(messages.copyOfCopy);
}

/** A curriculum may be deleted only while no student is enrolled in it. */
export function assertDeletable(enrolledStudents: number): void {
  if (enrolledStudents > 0) throw conflict(messages.curriculumHasStudents);
}
