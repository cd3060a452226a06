import type { RegradeChangeDto } from '@kaksha/contracts/marking';
import type { UserRow } from '../../db/schema/index.ts';

export interface ScorePair {
  achievedMarks: number | null;
  grade: string | null;
}

/** One student's result before and after a regrade. */
export const presentChange = (user: UserRow, before: ScorePair, after: ScorePair): RegradeChangeDto => ({
  userID: user.id,
  studentName: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '),
  before: { achievedMarks: before.achievedMarks, grade: before.grade },
  after: { achievedMarks: after.achievedMarks, grade: after.grade },
});
