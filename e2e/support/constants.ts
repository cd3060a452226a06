/** The port the browser tests' server listens on (3000 stays free for a developer's own run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: 'first.admin@kaksha.test', password: 'First-Admin-Pass1!' };
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  student: 'student1@demo.kaksha.local',
  teacher: 'teacher@demo.kaksha.local',
  admin: 'admin@demo.kaksha.local',
};
