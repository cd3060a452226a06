/** The port the browser tests' server listens on (3000 stays free for a developer's own run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: 'first.admin@kaksha.test', password: 'First-Admin-Pass1!' };
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  student: 'student1@demo.kaksha.local',
  student2: 'student2@demo.kaksha.local',
  teacher: 'teacher@demo.kaksha.local',
  admin: 'admin@demo.kaksha.local',
};

/**
 * The browser tests' own mail server and Google key set, on ports derived from E2E_PORT (far
 * from it, so parallel runs on neighbouring ports do not collide).
 */
export const E2E_SMTP_PORT = E2E_PORT + 20000;
export const E2E_JWKS_PORT = E2E_PORT + 21000;
export const E2E_GOOGLE_CLIENT_ID = 'kaksha-e2e.apps.googleusercontent.com';
export const E2E_GOOGLE_ISSUER = 'https://accounts.google.com';
