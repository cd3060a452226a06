import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { isStaff } from '../../http/roles.ts';
import { isEnrolledIn } from './queries.ts';

/**
 * Staff browse every curriculum; a student or teacher only those they are enrolled in. Others
 * answer 404, the same as a curriculum that does not exist.
 */
export async function assertMayBrowse(db: Db, actor: Actor, curriculumCode: string): Promise<void> {
  if (isStaff(actor)) return;
  if (!(await isEnrolledIn(db, actor.userId, curriculumCode))) throw notFound();
}
