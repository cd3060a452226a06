import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { keepScreenshot } from './support/screenshots.ts';

const CURRICULUM = 'KKS-BSC-CS-2026';
const place = { curriculumCode: CURRICULUM, subject: 'Mathematics', topic: '', chapter: '' };

/** The school's today (Asia/Kolkata), as the API carries dates. */
const schoolDay = (offset: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** An admin makes a test open now (until tomorrow) of one Multi question, with a time limit. */
async function createTimedTest(request: APIRequestContext, name: string, timeLimitMinutes: number) {
  const admin = await apiAsDemo(request, DEMO.admin);
  const questions = (
    await admin<{ data: { questionID: string; questionType: string; questionmarks: number }[] }>('/api/getQuestion', {
      ...place,
      topic: 'Sets and Logic',
      chapter: 'Sets',
    })
  ).data;
  const multi = questions.find((q) => q.questionType === 'Multi');
  if (!multi) throw new Error('The demo library needs a Multi question');
  const created = await admin<{ data: { testID: string } }>('/api/createAssessment', {
    ...place,
    assessmentName: name,
    type: 'Public',
    startdate: schoolDay(0),
    enddate: schoolDay(1),
    startTime: '00:00',
    endTime: '23:30',
    assignmentMode: 'Mandatory',
    maxQuestions: 1,
    maxWeightage: multi.questionmarks,
    labSession: false,
    assessmentType: 'Students',
    timeLimitMinutes,
    question_ids: [{ questionID: multi.questionID }],
  });
  return created.data.testID;
}

/** The student opens the test's page (as the assignment's Start Test does) and starts it. */
async function startAsStudent(page: Page, testID: string) {
  await signIn(page, DEMO.student, DEMO_PASSWORD);
  await expectSignedInAt(page, '/student');
  await page.goto(`/student/test-view/${testID}`);
  await page.getByRole('button', { name: 'Start' }).click();
}

/** Seconds left on the countdown, read from "Time left HH:MM:SS". */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const [, h, m, s] = text.match(/(\d\d):(\d\d):(\d\d)/) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

test("an admin adds 10 minutes to a student's running attempt and the countdown grows without a reload", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Timed E2E ${Date.now().toString(36)}`;
  const testID = await createTimedTest(request, name, 30);

  const student = await browser.newContext();
  const testTab = await student.newPage();
  await startAsStudent(testTab, testID);
  await expect(testTab.getByText(/^Your time: 30 minutes from when you start, until /)).toBeVisible();
  await expect(testTab.getByRole('timer')).toHaveText(/Time left 00:(29|30):\d\d/);
  const before = await secondsLeft(testTab);
  await testTab.screenshot({ path: '/tmp/exam-time-test-view.png' });

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin, DEMO.admin, DEMO_PASSWORD);
  await expectSignedInAt(admin, '/admin');
  await admin.goto(`/admin/view-assessment/${testID}/${CURRICULUM}`);
  const table = admin.getByRole('table', { name: "Students' time on this test" });
  await expect(table.getByRole('row', { name: /Priya Sharma/ })).toContainText(/Running, ends/);
  await table.getByRole('button', { name: 'Extra time for Priya Sharma' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Extra time for Priya Sharma' });
  await dialog.getByRole('textbox', { name: 'Extra minutes' }).fill('10');
  await admin.screenshot({ path: '/tmp/exam-time-extra-time-dialog.png' });
  await dialog.getByRole('button', { name: 'Save extra time' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: /Priya Sharma/ })).toContainText('10 minutes extra');
  await admin.screenshot({ path: '/tmp/exam-time-assessment-view.png', fullPage: true });

  // The student's page, never reloaded, now counts about ten minutes more.
  await expect(testTab.getByRole('status').filter({ hasText: 'You have been given extra time' })).toBeVisible({
    timeout: 15_000,
  });
  await keepScreenshot(testTab, 'student-extra-time');
  await expect(testTab.getByRole('timer')).toHaveText(/Time left 00:(39|40):\d\d/);
  expect((await secondsLeft(testTab)) - before).toBeGreaterThan(9 * 60);
  await testTab.screenshot({ path: '/tmp/exam-time-test-view-extended.png' });

  // The test-link page lists who has what.
  await admin.goto('/admin/test-link');
  await expect(admin.getByRole('heading', { name: 'Assignment Link' })).toBeVisible();
  await admin.screenshot({ path: '/tmp/exam-time-test-link.png', fullPage: true });
  await student.close();
  await staff.close();
});

test('a timed test ends and is submitted on its own, with a warning at one minute', async ({ browser, request }) => {
  const name = `One minute E2E ${Date.now().toString(36)}`;
  const testID = await createTimedTest(request, name, 1);

  const student = await browser.newContext();
  const testTab = await student.newPage();
  // The page's clock, so the minute can pass without the test waiting for it (time runs as usual
  // until the fast-forward below).
  await testTab.clock.install();
  await startAsStudent(testTab, testID);
  await expect(testTab.getByText(/^Your time: 1 minute from when you start, until /)).toBeVisible();
  // A minute or less left: the polite region says so once, and the timer does not speak.
  await expect(testTab.getByTestId('time-warning')).toHaveText('1 minute left');
  await expect(testTab.getByTestId('time-warning')).toHaveAttribute('aria-live', 'polite');
  await testTab.getByRole('radio').first().click();
  await expect(testTab.getByText('All answers saved')).toBeVisible();
  await testTab.screenshot({ path: '/tmp/exam-time-one-minute.png' });
  // Nobody presses Submit: at its end the page hands the test in and shows the result. The page's
  // clock jumps to the end; the server takes the hand-in as it would a Submit in time (the server's
  // own deadline is proven in apps/server's test-taking tests).
  await testTab.clock.fastForward('01:00');
  await expect(testTab).toHaveURL(new RegExp(`/student/test-result/${testID}$`), { timeout: 15_000 });
  await expect(testTab.getByRole('heading', { name: 'Result Summary' })).toBeVisible();
  await student.close();
});
