import { afterAll, beforeAll } from 'vitest';
import { loadDemoSchool } from '../seed/demo-school.ts';
import { type ApiCall, apiCaller } from './role-tokens.ts';
import { getTestApp, type TestApp } from './test-app.ts';

/** The demo school's zone, as the demo tests load it. */
export const DEMO_TIME_ZONE = 'Asia/Kolkata';

/**
 * The test file's app with the demo school loaded, and a caller: made before its tests, closed
 * after. `t` is filled in place by `beforeAll`, so read its members inside tests.
 */
export function useDemoApp(): { t: TestApp; call: ApiCall; timeZone: string } {
  const t = {} as TestApp;
  let inner: ApiCall;
  beforeAll(async () => {
    Object.assign(t, await getTestApp());
    inner = apiCaller(t);
    await loadDemoSchool(t.deps.db, undefined, { timeZone: DEMO_TIME_ZONE });
  });
  afterAll(() => t.close());
  return { t, call: (path, token, payload) => inner(path, token, payload), timeZone: DEMO_TIME_ZONE };
}
