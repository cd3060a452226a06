import type { ReviewAfter } from '@kaksha/contracts/assessment-rules';
import type { Actor } from '../../http/actor.ts';

/**
 * The instant a student's review of a result opens: their own submit when the test reviews after
 * submit, the test's close otherwise. A submit after the close (the deadline job) opens at once.
 */
export function reviewOpensAt(test: { reviewAfter: ReviewAfter; endsAt: Date }, submittedAt: Date): Date {
  if (test.reviewAfter === 'submit') return submittedAt;
  return test.endsAt > submittedAt ? test.endsAt : submittedAt;
}

/**
 * Whether the reader sees a result's marks, comments and correct options now. Teachers (who mark
 * the answers) and staff always do; a student from the review time on.
 */
export const seesReview = (actor: Actor, opensAt: Date, now: Date): boolean =>
  actor.role !== 'student' || now.getTime() >= opensAt.getTime();
