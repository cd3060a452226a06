import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { LARGE_SCHOOL, loadLargeSchool } from '../seed/large-school.ts';
import { ensureBuiltInRoles } from '../seed/roles.ts';

/**
 * `npm run seed:large`: fills the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR; stop the server first on PGlite) with a large school for load tests. Every account's
 * password is LARGE_PASSWORD (or `Large-School-1!`).
 */
const password = process.env.LARGE_PASSWORD ?? 'Large-School-1!';
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  await ensureBuiltInRoles(database.db);
  const started = performance.now();
  await loadLargeSchool(database.db, await hashPassword(password));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Large school loaded on ${database.kind} in ${seconds} s:`, LARGE_SCHOOL);
  console.log(`Accounts: student1@large.kaksha.test ... and staff1@large.kaksha.test ..., password ${password}`);
} finally {
  await database.close();
}
