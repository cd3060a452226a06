import { expect, type Page, test } from '@playwright/test';
import { scan } from './accessibility/axe.ts';
import { apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { searchList } from './support/lists.ts';
import { expectSignedInAt, signIn } from './support/login.ts';

const CURRICULUM = { name: 'KKS-BSC-CS', code: 'KKS-BSC-CS-2026' };
/** The server's TIME_ZONE (its default): test windows are wall-clock times there. */
const SCHOOL_ZONE = 'Asia/Kolkata';
const MINUTE = 60_000;
const SEARCH = 'Search Assessment/Curriculum';
const shots = '/tmp/exam-paper';

/** An instant in the school's zone: `YYYY-MM-DD` for the API, DD/MM/YYYY as typed, and `HH:mm`. */
function schoolWall(at: Date) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_ZONE }).format(at);
  const [y, m, d] = iso.split('-');
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { iso, typed: `${d}/${m}/${y}`, time };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function typeDate(page: Page, label: string, typed: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(typed);
  await input.press('Tab');
}

/** A Mandatory test of the demo's Mathematics Multi questions in the given window, made through the API. */
async function makeTest(request: Parameters<typeof apiAsDemo>[0], name: string, startsAt: Date, endsAt: Date) {
  const admin = await apiAsDemo(request, DEMO.admin);
  const library = await admin<{ data: { questionID: string; questionType: string; questionmarks: number }[] }>(
    '/getQuestion',
    { curriculumCode: CURRICULUM.code, subject: 'Mathematics', role: 'Admin' },
  );
  const chosen = library.data.filter((q) => q.questionType === 'Multi').slice(0, 2);
  const start = schoolWall(startsAt);
  const end = schoolWall(endsAt);
  const created = await admin<{ data: { testID: string } }>('/createAssessment', {
    assessmentName: name,
    type: 'Private',
    curriculumCode: CURRICULUM.code,
    subject: 'Mathematics',
    startdate: start.iso,
    enddate: end.iso,
    startTime: start.time,
    endTime: end.time,
    assignmentMode: 'Mandatory',
    maxQuestions: chosen.length,
    maxWeightage: chosen.reduce((sum, q) => sum + q.questionmarks, 0),
    labSession: false,
    assessmentType: 'Students',
    question_ids: chosen.map((q) => ({ questionID: q.questionID })),
  });
  return created.data.testID;
}

/** Finds a test in the admin list by its name and opens one of its row actions. */
async function rowAction(page: Page, name: string, action: 'Edit' | 'View' | 'Copy') {
  await page.goto('/admin/assessment');
  await searchList(page, SEARCH, name);
  await page
    .getByRole('button', { name: `${action} ${name}`, exact: true })
    .or(page.getByRole('link', { name: `${action} ${name}`, exact: true }))
    .first()
    .click();
}

// axe (WCAG A and AA, as the accessibility scan) is injected, which the app's CSP refuses unless bypassed.
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

test.describe('fair exams: edit, extend and copy assessments', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
  });

  test('an assessment is edited in full before it opens', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).slice(-5);
    const name = `Edit before opening ${stamp}`;
    const startsAt = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    await makeTest(request, name, startsAt, new Date(startsAt.getTime() + 60 * MINUTE));
    await rowAction(page, name, 'Edit');
    await expect(page.getByRole('heading', { name: 'Edit Assessment' })).toBeVisible();
    const nameBox = page.getByRole('textbox', { name: 'Assessment Name', exact: true });
    await expect(nameBox).toHaveValue(name);
    await expect(nameBox).toBeEnabled();
    await nameBox.fill(`${name} renamed`);
    await choose(page, 'End Time', '23:45');
    await page.screenshot({ path: `${shots}-edit-before.png`, fullPage: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/assessment$/);
    await searchList(page, SEARCH, `${name} renamed`);
    await expect(page.getByRole('cell', { name: `${name} renamed`, exact: true })).toBeVisible();
  });

  test('an open test is extended; its other fields are locked under a note', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).slice(-5);
    const name = `Extend while open ${stamp}`;
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    await makeTest(request, name, new Date(now - MINUTE), new Date(now + 60 * MINUTE));
    await rowAction(page, name, 'Edit');
    await expect(
      page.getByText('This test has opened: only a later end and when results open can change now'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Assessment Name', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'List' })).toBeDisabled();
    const later = schoolWall(new Date(now + 2 * 24 * 60 * MINUTE));
    await typeDate(page, 'End Date', later.typed);
    await choose(page, 'End Time', '17:00');
    await page.screenshot({ path: `${shots}-edit-open.png`, fullPage: true });
    expect(await scan(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/assessment$/);
    await rowAction(page, name, 'View');
    await expect(page.getByText(`${later.typed} 17:00`, { exact: true })).toBeVisible();
  });

  test('a closed test is extended for everyone, and copied into a draft that is then scheduled', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36).slice(-5);
    const name = `Closed quiz ${stamp}`;
    // Today from 00:00 to a minute ago in the school: closed (unless the run starts in the first minutes of the day).
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    const today = schoolWall(new Date(now));
    const midnight = new Date(`${today.iso}T00:00:00+05:30`);
    test.skip(now - midnight.getTime() < 5 * MINUTE, 'needs a few minutes of the school day behind it');
    await makeTest(request, name, midnight, new Date(now - MINUTE));

    await rowAction(page, name, 'Edit');
    await expect(page.getByText('This test has closed: only a later end, for everyone, can change now')).toBeVisible();
    await expect(
      page
        .getByRole('combobox', { name: 'Results open', exact: true })
        .or(page.getByRole('textbox', { name: 'Results open', exact: true })),
    ).toBeDisabled();
    const tomorrow = schoolWall(new Date(now + 24 * 60 * MINUTE));
    await typeDate(page, 'End Date', tomorrow.typed);
    await choose(page, 'End Time', '18:00');
    await page.screenshot({ path: `${shots}-edit-closed.png`, fullPage: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/assessment$/);

    // The copy opens as a draft in the edit form; saving it with its own dates schedules it.
    await rowAction(page, name, 'Copy');
    await expect(page).toHaveURL(/\/admin\/edit-assessment\/A\d+$/);
    await expect(
      page.getByText('Assessment copied as a draft: set its dates and save to schedule it', { exact: true }),
    ).toBeVisible();
    const copyName = page.getByRole('textbox', { name: 'Assessment Name', exact: true });
    await expect(copyName).toHaveValue(`${name} (copy)`);
    await page.goto('/admin/assessment');
    await searchList(page, SEARCH, `${name} (copy)`);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${shots}-list-draft.png`, fullPage: true });
    expect(await scan(page)).toEqual([]);
    await page.getByRole('link', { name: `Edit ${name} (copy)`, exact: true }).click();
    const nextWeek = schoolWall(new Date(now + 7 * 24 * 60 * MINUTE));
    await typeDate(page, 'Start Date', nextWeek.typed);
    await typeDate(page, 'End Date', nextWeek.typed);
    await choose(page, 'Start Time', '09:00');
    await choose(page, 'End Time', '10:00');
    await page.screenshot({ path: `${shots}-copy-draft.png`, fullPage: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/assessment$/);
    await searchList(page, SEARCH, `${name} (copy)`);
    await expect(page.getByRole('cell', { name: `${name} (copy)`, exact: true })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);
  });

  test('the demo drawn quiz shows its draw', async ({ page }) => {
    await rowAction(page, 'Statistics drawn quiz', 'View');
    await expect(page.getByText('5 of 8 questions')).toBeVisible();
    await page.screenshot({ path: `${shots}-view-drawn.png`, fullPage: true });
    // Open, so its draw is locked; the form still counts what the template holds.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByText('The template holds 8 questions: 8 of 1 mark.', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Questions drawn per student' })).toHaveValue('5');
    await page.screenshot({ path: `${shots}-edit-drawn.png`, fullPage: true });
    expect(await scan(page)).toEqual([]);
  });
});
