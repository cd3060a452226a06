import { test } from '@playwright/test';
import { SCAN_PAGE, SCAN_TIMEOUT, scanScreensOf } from './accessibility/scan-test.ts';

// The public, teacher and admin screens; the student's are in accessibility-student.spec.ts.
test.use(SCAN_PAGE);

test.describe('every screen passes axe (WCAG 2.2 A and AA) at 1366 and 390 px', () => {
  test.describe.configure({ timeout: SCAN_TIMEOUT });
  for (const role of ['public', 'teacher', 'admin'] as const) test(`${role} screens`, scanScreensOf(role));
});
