import { STAFF_ROLES } from '@kaksha/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The school's admins who can read mail now: active, not deleted, with a staff role. */
export const activeAdminAddresses = async (db: Pick<Db, 'select'>): Promise<string[]> =>
  (
    await db
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.isActive, true), isNull(users.deletedAt)))
  ).map((row) => row.email);
