import { isCopyName } from '@kaksha/contracts/copies';
import { messages } from '@kaksha/contracts/messages';

export interface Place {
  curriculumCode: string;
  subject: string;
}

/**
 * Why a set of library questions cannot go into a template or test of `place`, or null: every
 * asked-for question must exist and belong to that curriculum and subject.
 */
export function questionPlaceIssue(
  place: Place,
  askedIds: readonly string[],
  found: readonly { questionId: string; curriculumCode: string; subject: string }[],
): string | null {
  const byId = new Map(found.map((q) => [q.questionId, q]));
  for (const id of askedIds) {
    const q = byId.get(id);
    if (!q || q.curriculumCode !== place.curriculumCode || q.subject !== place.subject)
      return messages.questionNotInPlace;
  }
  return null;
}

/** A copy (name ending with ')' or ']') cannot be copied again (admin spec §4). */
export const copyRefusal = (templateName: string): string | null =>
  isCopyName(templateName) ? messages.copyOfCopy : null;
