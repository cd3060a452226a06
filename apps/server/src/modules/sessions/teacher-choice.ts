import { messages } from '@kaksha/contracts/messages';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { teachersOf } from './queries.ts';

/**
 * The teachers a request or invitation names, checked against the teachers of the curriculum and
 * subject (400 for anyone else). With none named, `allWhenNone` asks all of them.
 */
export async function chooseTeachers(
  db: Db,
  curriculumCode: string,
  subject: string,
  named: { userID: string }[],
  field: string,
  allWhenNone: boolean,
): Promise<string[]> {
  const available = (await teachersOf(db, curriculumCode, subject)).map((t) => t.id);
  if (named.length === 0) return allWhenNone ? available : [];
  const ids = [...new Set(named.map((t) => t.userID))];
  if (ids.some((id) => !available.includes(id))) {
    throw badRequest(messages.invalidInput, [{ field, message: messages.teacherNotOfSubject }]);
  }
  return ids;
}
