import { isCopyName, messages } from '@kaksha/contracts';
import type { CurriculumRow } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';

/** A copy is marked by `copiedFrom`; copies made before that carry a bracket at the end of the name. */
export const isCurriculumCopy = (row: Pick<CurriculumRow, 'copiedFrom' | 'curriculum'>) =>
  row.copiedFrom !== null || isCopyName(row.curriculum);

/** A copied curriculum cannot be copied again (admin spec §4): 409. */
export function assertCurriculumCopyable(row: Pick<CurriculumRow, 'copiedFrom' | 'curriculum'>): void {
  if (isCurriculumCopy(row)) throw conflict(messages.copyOfCopy);
}

/** A copy (its name ends with ')' or ']') cannot be copied again (admin spec §4): 409. */
export function assertCopyable(name: string): void {
  if (isCopyName(name)) throw conflict(messages.copyOfCopy);
}

/** A curriculum may be deleted only while no student is enrolled in it. */
export function assertDeletable(enrolledStudents: number): void {
  if (enrolledStudents > 0) throw conflict(messages.curriculumHasStudents);
}
