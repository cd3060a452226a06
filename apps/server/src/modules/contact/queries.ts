import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { activeStaff } from '../notifications/index.ts';

/** The school's admins who can read mail now: active, not deleted, with a staff role. */
export const activeAdminAddresses = async (db: Pick<Db, 'select'>): Promise<string[]> =>
  (await db.select({ email: users.email }).from(users).where(activeStaff)).map((row) => row.email);
