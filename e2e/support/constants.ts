/** The first browser-test server's port (3000 stays free for a developer's own run). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * How many Playwright workers run, each against a server and a demo school of its own
 * (playwright.config.ts), so no spec shares people with a spec running beside it.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/**
 * The server of the worker this runs in: Playwright sets TEST_PARALLEL_INDEX (0 to workers - 1)
 * in each worker before it loads the config, and keeps it for a worker started again after a
 * failure. Outside a worker (the runner itself) it is the first server.
 */
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_ADMIN = { email: 'first.admin@kaksha.test', password: 'First-Admin-Pass1!' };
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  student: 'student1@demo.kaksha.local',
  student2: 'student2@demo.kaksha.local',
  teacher: 'teacher@demo.kaksha.local',
  admin: 'admin@demo.kaksha.local',
};

/**
 * The browser tests' own mail server and Google key set, one for all the servers, on ports
 * derived from the first server's (far from it, so parallel runs on neighbouring ports do not collide).
 */
export const E2E_SMTP_PORT = E2E_BASE_PORT + 20000;
export const E2E_JWKS_PORT = E2E_BASE_PORT + 21000;
export const E2E_GOOGLE_CLIENT_ID = 'kaksha-e2e.apps.googleusercontent.com';
export const E2E_GOOGLE_ISSUER = 'https://accounts.google.com';
