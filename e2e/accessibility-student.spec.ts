import { test } from '@playwright/test';
import { SCAN_PAGE, SCAN_TIMEOUT, scanScreensOf } from './accessibility/scan-test.ts';
import { BROWSER_LAUNCH } from './support/chromium.ts';

// The student's test view goes full screen, and the headless shell the other browser tests run in
// refuses to resize a full-screen window ("restore it to normal state first"): the student's
// screens are scanned in the full browser, as a student's own would show them.
test.use({ ...SCAN_PAGE, launchOptions: BROWSER_LAUNCH });

test.describe('every screen passes axe (WCAG 2.2 A and AA) at 1366 and 390 px', () => {
  test.describe.configure({ timeout: SCAN_TIMEOUT });
  test('student screens', scanScreensOf('student'));
});
