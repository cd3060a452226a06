import { isCopyName } from '@kaksha/contracts/copies';
import {
  curriculumHoldsRecordsMessage,
  type DeleteImpactDto,
  describeDeleteBlockers,
} from '@kaksha/contracts/delete-impact';
import { messages } from '@kaksha/contracts/messages';
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

/**
 * A curriculum may be deleted only while it holds no record about people: enrolled students,
 * sittings of its tests, tutoring sessions, purchases or certificates (docs/decisions.md). The
 * refusal names each, as the confirmation did.
 */
export function assertDeletable(
  records: Pick<DeleteImpactDto, 'students' | 'results' | 'sessions' | 'purchases' | 'certificates'>,
): void {
  const blockers = describeDeleteBlockers({ ...NO_CONTENT, ...records });
  if (blockers) throw conflict(curriculumHoldsRecordsMessage(blockers));
}

const NO_CONTENT = { subjects: 0, topics: 0, chapters: 0, videos: 0, questions: 0, readingFiles: 0, tests: 0 };
