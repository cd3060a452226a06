import { BUILT_IN_ROLES } from '@kaksha/contracts/endpoint';
import type { Db } from '../db/client.ts';
import { roles } from '../db/schema/index.ts';

export async function ensureBuiltInRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(BUILT_IN_ROLES.map((roleName) => ({ roleName, builtIn: true })))
    .onConflictDoNothing();
}
