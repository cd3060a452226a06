import { correctionMarksIssue, type ReviewAfter } from '@kaksha/contracts/assessment-rules';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { addNotifications } from '../notifications/index.ts';
import { reviewOpensAt, storeScore } from '../test-taking/index.ts';
import { lockAttempt, storeMark, submittedAnswers } from './queries.ts';

export interface Mark {
  _id: string;
  acheivedMarks: number;
  comments: string;
}

export interface CorrectedTest {
  id: string;
  testId: string;
  assessmentName: string;
  reviewAfter: ReviewAfter;
  endsAt: Date;
}

/**
 * Stores a teacher's marks and comments on one student's written answers and recomputes the
 * result on the server. Multi answers keep the server's marks (only a comment is stored). Sending
 * the same marks again changes nothing. The student is told in the same transaction; the live
 * events are returned to publish after commit.
 */
export async function submitCorrection(
  db: Db,
  test: CorrectedTest,
  marks: readonly Mark[],
  studentId?: string,
): Promise<UserEvent[]> {
  const testRowId = test.id;
  const ids = [...new Set(marks.map((m) => m._id))];
  const rows = await submittedAnswers(db, testRowId, ids);
  const attemptIds = new Set(rows.map((r) => r.answer.attemptId));
  const [attemptId] = attemptIds;
  // Every answer must be of one submitted attempt of this test (and of the student named, if any).
  if (rows.length !== ids.length || attemptIds.size !== 1 || !attemptId) throw notFound('Answer not found');
  if (studentId && rows.some((r) => r.userId !== studentId)) throw notFound('Answer not found');
  const byId = new Map(rows.map((r) => [r.answer.id, r]));
  for (const mark of marks) {
    const row = byId.get(mark._id);
    if (row?.questionType === 'Multi') continue;
    const issue = correctionMarksIssue(mark.acheivedMarks, row?.questionMarks ?? 0);
    if (issue) throw badRequest(issue, [{ field: 'acheivedMarks', message: issue }]);
  }
  return db.transaction(async (tx) => {
    await lockAttempt(tx, attemptId);
    const now = new Date();
    for (const mark of marks) await storeMark(tx, mark, byId.get(mark._id)?.questionType === 'Multi', now);
    await storeScore(tx, attemptId);
    const [student] = rows;
    if (!student) return [];
    return addNotifications(tx, [
      {
        userId: student.userId,
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
  });
}
