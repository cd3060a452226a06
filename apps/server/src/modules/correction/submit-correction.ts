import { correctionMarksIssue } from '@kaksha/contracts/assessment-rules';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { submittedAnswers } from './queries.ts';
import { type CorrectedTest, recordMarks } from './record-marks.ts';

export interface Mark {
  _id: string;
  acheivedMarks: number;
  comments: string;
}

/**
 * Stores a teacher's marks and comments on one student's written answers and recomputes the
 * result on the server. Multi answers keep the server's marks (only a comment is stored). Sending
 * the same marks again changes nothing. The student is told once the result is final (in the same
 * transaction); the live events are returned to publish after commit.
 */
export async function submitCorrection(
  db: Db,
  test: CorrectedTest,
  marks: readonly Mark[],
  studentId?: string,
): Promise<UserEvent[]> {
  const ids = [...new Set(marks.map((m) => m._id))];
  const rows = await submittedAnswers(db, test.id, ids);
  const attemptIds = new Set(rows.map((r) => r.answer.attemptId));
  const [attemptId] = attemptIds;
  const [student] = rows;
  // Every answer must be of one submitted attempt of this test (and of the student named, if any).
  if (rows.length !== ids.length || attemptIds.size !== 1 || !attemptId || !student) throw notFound('Answer not found');
  if (studentId && rows.some((r) => r.userId !== studentId)) throw notFound('Answer not found');
  const byId = new Map(rows.map((r) => [r.answer.id, r]));
  for (const mark of marks) {
    const row = byId.get(mark._id);
    if (row?.questionType === 'Multi') continue;
    const issue = correctionMarksIssue(mark.acheivedMarks, row?.questionMarks ?? 0);
    if (issue) throw badRequest(issue, [{ field: 'acheivedMarks', message: issue }]);
  }
  const recorded = await recordMarks(
    db,
    test,
    { id: attemptId, userId: student.userId },
    marks.map((mark) => ({ ...mark, multi: byId.get(mark._id)?.questionType === 'Multi' })),
  );
  return recorded.events;
}
