import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createLocalStorage } from '../platform/storage/file-storage.ts';
import { DEMO_PASSWORD, demoPeople, loadDemoSchool } from '../seed/demo-school.ts';
import { ensureBuiltInRoles } from '../seed/roles.ts';

/** `npm run demo`: loads the demo school into the configured database (stop the server first on PGlite). */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  await ensureBuiltInRoles(database.db);
  const loaded = await loadDemoSchool(database.db, createLocalStorage(path.join(config.dataDir, 'uploads')), {
    timeZone: config.TIME_ZONE,
  });
  console.log(
    loaded
      ? `Demo school loaded. Accounts (password ${DEMO_PASSWORD}):`
      : `The demo school is already loaded. Accounts (password ${DEMO_PASSWORD}):`,
  );
  for (const p of demoPeople) console.log(`  ${p.role.padEnd(8)} ${p.email}`);
} finally {
  await database.close();
}
