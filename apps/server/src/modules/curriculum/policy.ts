import { isCopyName, messages } from '@kaksha/contracts';
import { conflict } from '../../http/errors.ts';

/** A copy (its name ends with ')' or ']') cannot be copied again (admin spec §4): 409. */
export function assertCopyable(name: string): void {
  if (isCopyName(name)) throw conflict(messages.copyOfCopy);
}

/** A curriculum may be deleted only while no student is enrolled in it. */
export function assertDeletable(enrolledStudents: number): void {
  if (enrolledStudents > 0) throw conflict(messages.curriculumHasStudents);
}
