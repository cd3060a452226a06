import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import { allowedMinutes, latestEnd } from './attempt-deadline.ts';
import { readStudentTime } from './queries.ts';

/**
 * The time a student has on a test, as their preview says it: the minutes from their start (the
 * limit with their multiplier and extra minutes; null when untimed) and the latest end.
 */
export async function timeOfStudent(
  db: Db,
  test: Pick<AssessmentRow, 'id' | 'endsAt' | 'timeLimitMinutes'>,
  userId: string,
): Promise<{ minutes: number | null; until: string }> {
  const time = await readStudentTime(db, test, userId);
  return { minutes: allowedMinutes(time), until: latestEnd(time).toISOString() };
}
