import { afterAll, beforeAll } from 'vitest';
import { loginAs } from './auth-helpers.ts';
import { buildAdmin } from './factories.ts';
import { caller } from './people-fixtures.ts';
import { getTestApp, type TestApp } from './test-app.ts';

export interface AdminSuite {
  t: TestApp;
  api: ReturnType<typeof caller>;
  adminToken: string;
}

/**
 * A test file's own app (its own copy of the migrated database), its API caller and a signed-in
 * admin: made before the file's tests, closed after them. Read the fields inside tests.
 */
export function adminSuite(): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    suite.t = await getTestApp();
    suite.api = caller(suite.t.app);
    suite.adminToken = await loginAs(suite.t.app, await buildAdmin(suite.t.deps.db));
  });
  afterAll(() => suite.t.close());
  return suite;
}
