import type { ReviewAfter } from '@kaksha/contracts/assessment-rules';
import type { Db } from '../../db/client.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { addNotifications } from '../notifications/index.ts';
import { reviewOpensAt, storeScore } from '../test-taking/index.ts';
import { lockAttempt, storeMark } from './queries.ts';

/** A mark to store on one answer; a Multi answer keeps the server's marks (only a comment is stored). */
export interface AnswerMark {
  _id: string;
  acheivedMarks: number;
  comments: string;
  multi: boolean;
}

export interface CorrectedTest {
  id: string;
  testId: string;
  assessmentName: string;
  reviewAfter: ReviewAfter;
  endsAt: Date;
}

export interface RecordedMarks {
  /** The student's result is final: every written answer has its marks. */
  final: boolean;
  /** Live events to publish after commit. */
  events: UserEvent[];
}

/**
 * The one path by which a teacher's marks reach a result, whether given student by student or
 * question by question: the attempt is locked, the marks stored, the result scored again by the
 * server, and, once the result is final, the student told in the same transaction.
 */
export async function recordMarks(
  db: Db,
  test: CorrectedTest,
  attempt: { id: string; userId: string },
  marks: readonly AnswerMark[],
): Promise<RecordedMarks> {
  return db.transaction(async (tx) => {
    await lockAttempt(tx, attempt.id);
    const now = new Date();
    for (const mark of marks) await storeMark(tx, mark, mark.multi, now);
    const result = await storeScore(tx, attempt.id);
    // Marks given while other written answers still wait are no result yet: nothing to tell.
    if (!result.corrected) return { final: false, events: [] };
    const events = await addNotifications(tx, [
      {
        userId: attempt.userId,
        type: 'testCorrected',
        title: 'Test corrected',
        // A test that reviews at its close keeps the marks back until then, and the note says so.
        message:
          reviewOpensAt(test, now) > now
            ? `${test.assessmentName}: corrected; your marks show when the test closes`
            : `${test.assessmentName}: your marks are ready`,
        link: `/student/assignment-result/${test.testId}`,
      },
    ]);
    return { final: true, events };
  });
}
