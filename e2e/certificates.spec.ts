import { expect, test } from '@playwright/test';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';
import { apiAsDemo } from './support/api.ts';
import { BROWSER_LAUNCH } from './support/chromium.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { keepScreenshot, reviewShot } from './support/screenshots.ts';

// The page shows the certificate in the browser's own PDF viewer, which the headless shell the
// other browser tests run in does not have (its frame stays blank, and so would the README's
// screenshot): this spec runs in the full browser, as a student's own would show it.
test.use({ launchOptions: BROWSER_LAUNCH });

const NAME = 'PRIYA SHARMA';
const CURRICULUM = 'Bachelor of Science in Computer Science';

test('before completion the student reads what remains; issued early it is a PDF anyone can verify, until revoked', async ({
  page,
  browser,
  request,
}) => {
  // Drawing, downloading and reading a PDF takes a while on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, DEMO.student, DEMO_PASSWORD);
  await expectSignedInAt(page, '/student');
  await page.goto('/student/profile');
  await page.getByText('Get Certificate', { exact: true }).click();
  await expect(page).toHaveURL(/\/student\/certificate$/);
  // The demo curriculum runs for years yet: no certificate, but what remains.
  await expect(page.getByText('Your certificate is not due yet')).toBeVisible();
  await expect(page.getByTestId('certificate-remaining')).toContainText('The curriculum ends on');
  await expect(page.locator('iframe')).toHaveCount(0);
  await reviewShot(page, 'certificate-not-due');

  // The administrator issues it early, with a reason.
  const admin = await apiAsDemo(request, DEMO.admin);
  const priya = (await admin('/getStudentList', { search: DEMO.student })).data[0] as { userID: string };
  await admin('/issueCertificate', {
    userID: priya.userID,
    curriculumCode: 'KKS-BSC-CS-2026',
    reason: 'Moving abroad; examined separately',
  });
  const issued = page.waitForResponse((res) => res.url().endsWith('/api/getCertificate'));
  await page.reload();
  const answer = await issued;
  expect(answer.status()).toBe(200);
  const certificate = (await answer.json()).data as { pdfUrl: string; verifyUrl: string; certificateCode: string };

  // The page shows the PDF in the browser's viewer, with its code.
  await expect(page.locator('iframe[title^="Certificate of"]')).toHaveAttribute('src', certificate.pdfUrl);
  await expect(page.getByText(certificate.certificateCode, { exact: true })).toBeVisible();
  await reviewShot(page, 'certificate-student');
  // The browser's viewer opens it: its toolbar names the document by the PDF's own title.
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://'))).toBe(true);
  const viewer = page.frames().find((f) => f.url().startsWith('chrome-extension://'));
  if (!viewer) throw new Error("the browser's PDF viewer did not open");
  await expect(viewer.getByText(`Certificate of Completion - ${NAME}`)).toBeVisible();
  await keepScreenshot(page, 'student-certificate');

  // The downloaded PDF's own text carries the name in upper case, the curriculum and the code.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(NAME);
  expect(text).toContain(CURRICULUM);
  expect(text).toContain(certificate.certificateCode);

  // Someone who is not signed in checks the printed address.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(certificate.verifyUrl);
  await expect(stranger.getByText('This certificate is genuine.')).toBeVisible();
  await expect(stranger.getByRole('cell', { name: NAME })).toBeVisible();
  await expect(stranger.getByRole('cell', { name: CURRICULUM })).toBeVisible();
  await reviewShot(stranger, 'certificate-verified');
  await keepScreenshot(stranger, 'certificate-verified');

  // A mistyped code is told plainly that no certificate has it.
  await stranger.getByRole('textbox', { name: 'Certificate code' }).fill('KSH-0000-0000-0000-0000');
  await stranger.getByRole('button', { name: 'Check' }).click();
  await expect(stranger.getByRole('alert')).toContainText('No certificate has this code');
  await expect(stranger.getByText('This certificate is genuine.')).toHaveCount(0);

  // Revoked, its code says so and is never called genuine again.
  await admin('/revokeCertificate', { code: certificate.certificateCode, reason: 'Issued in error' });
  await stranger.goto(certificate.verifyUrl);
  await expect(stranger.getByRole('alert')).toContainText('Revoked on');
  await expect(stranger.getByText('This certificate is genuine.')).toHaveCount(0);
  await reviewShot(stranger, 'certificate-revoked');
});
