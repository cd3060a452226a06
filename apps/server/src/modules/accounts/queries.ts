import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { curricula, type UserRow, users } from '../../db/schema/index.ts';

/** A user by id, deleted or not (a signed-in user's own row). */
export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A user who has not been deleted, or undefined. */
export async function findLiveUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Curricula still running on `today` (the school's date), by long name: what one may join. */
export const curriculaOpenToJoin = (db: Db, today: string) =>
  db
    .select({
      curriculum: curricula.curriculum,
      curriculumCode: curricula.curriculumCode,
      longName: curricula.longName,
      price: curricula.price,
    })
    .from(curricula)
    .where(gte(curricula.endDate, today))
    .orderBy(asc(curricula.longName));
