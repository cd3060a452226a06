import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';

const CURRICULUM = { name: 'KKS-BSC-CS', code: 'KKS-BSC-CS-2026' };
const place = { curriculumCode: CURRICULUM.code, subject: 'Mathematics', topic: '', chapter: '' };
const SCHOOL_ZONE = 'Asia/Kolkata';

/** A date in the school's zone, `days` from now: `YYYY-MM-DD` for the API, DD/MM/YYYY as typed. */
function schoolDate(days: number) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_ZONE }).format(new Date(Date.now() + days * 864e5));
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${d}/${m}/${y}` };
}

interface LibraryQuestion {
  questionID: string;
  questionType: string;
  questionmarks: number;
}

/** A formal (Private) test open now, of the demo library's first Multi (and Text) questions. */
async function createOpenTest(request: APIRequestContext, withText: boolean) {
  const admin = await apiAsDemo(request, DEMO.admin);
  const library = (
    await admin<{ data: LibraryQuestion[] }>('/getQuestion', {
      curriculumCode: CURRICULUM.code,
      subject: 'Mathematics',
      role: 'Admin',
    })
  ).data;
  const chosen = [
    ...library.filter((q) => q.questionType === 'Multi').slice(0, 2),
    ...(withText ? library.filter((q) => q.questionType !== 'Multi').slice(0, 1) : []),
  ];
  const name = `Integrity ${Date.now().toString(36)}`;
  const created = await admin<{ data: { testID: string; reviewAfter: string } }>('/createAssessment', {
    ...place,
    assessmentName: name,
    type: 'Private',
    startdate: schoolDate(0).iso,
    enddate: schoolDate(1).iso,
    startTime: '00:00',
    endTime: '23:30',
    assignmentMode: 'Mandatory',
    maxQuestions: chosen.length,
    maxWeightage: chosen.reduce((sum, q) => sum + q.questionmarks, 0),
    labSession: false,
    assessmentType: 'Students',
    question_ids: chosen.map((q) => ({ questionID: q.questionID })),
  });
  expect(created.data.reviewAfter).toBe('close');
  return { testID: created.data.testID, name, chosen };
}

/** What has the focus: its tag, role and accessible text, and whether it is inside the open dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      type: el?.getAttribute('type') ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      inDialog: Boolean(el?.closest('[role="dialog"]')),
    };
  });

/** Presses Tab (or Shift+Tab) until `ok` holds for the focused element; fails after `max` presses. */
async function tabUntil(page: Page, ok: (f: Awaited<ReturnType<typeof focused>>) => boolean, back = false, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (ok(await focused(page))) return;
  }
  throw new Error(`Tab never reached the element (last: ${JSON.stringify(await focused(page))})`);
}

const isFullscreen = (page: Page) => page.evaluate(() => document.fullscreenElement !== null);

async function openAsStudent(page: Page, testID: string) {
  await signIn(page, DEMO.student, DEMO_PASSWORD);
  await expectSignedInAt(page, '/student');
  // A fresh load, as the test's own tab is: the browser's focus is on the page body.
  await page.goto(`/student/test-view/${testID}`);
}

test.describe('taking a test from the keyboard', () => {
  test('focus stays in the overlay until full screen; leaving it asks to exit; submit by keyboard alone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { testID } = await createOpenTest(request, false);
    await openAsStudent(page, testID);

    const ready = page.getByRole('dialog', { name: 'Your test is ready' });
    await expect(ready).toBeVisible();
    const start = ready.getByRole('button', { name: 'Start', exact: true });
    await expect(start).toBeFocused();
    // Tab and Shift+Tab never leave the overlay: no answer or Submit behind it is reachable.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.inDialog, `after ${key}: ${JSON.stringify(now)}`).toBe(true);
      expect(now.type).not.toBe('radio');
    }
    await expect(page.getByRole('radio').first()).not.toBeChecked();

    // Start by keyboard: the test goes full screen and the answers open up.
    await start.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isFullscreen(page)).toBe(true);
    await expect(ready).toBeHidden();
    await tabUntil(page, (f) => f.type === 'radio');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(page.getByText('All answers saved')).toBeVisible();

    // Leaving full screen asks the spec's question with both choices, and holds focus there too.
    await page.evaluate(() => document.exitFullscreen());
    const exit = page.getByRole('dialog', { name: 'Do you want to exit test?' });
    await expect(exit).toBeVisible();
    const stay = exit.getByRole('button', { name: 'No, return to full screen' });
    await expect(stay).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(exit.getByRole('button', { name: 'Yes, exit the test' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => isFullscreen(page)).toBe(true);
    await expect(exit).toBeHidden();

    // Submit, from the keyboard alone.
    await tabUntil(page, (f) => f.tag === 'BUTTON' && f.text === 'Submit' && !f.inDialog, true);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Submit the test' });
    await expect(confirm).toBeVisible();
    await tabUntil(page, (f) => f.tag === 'BUTTON' && f.text === 'Submit' && f.inDialog);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/student/test-result/${testID}$`));
    // A formal test: submitted, and no marks until it closes.
    await expect(page.getByText(/Your test is submitted\. Results open on /)).toBeVisible();
    await expect(page.getByText('Grade', { exact: true })).toHaveCount(0);
  });

  test('where the browser refuses full screen, the test says so and goes on', async ({ page, request }) => {
    const { testID } = await createOpenTest(request, false);
    await page.addInitScript(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
    });
    await openAsStudent(page, testID);
    const start = page.getByRole('dialog', { name: 'Your test is ready' }).getByRole('button', { name: 'Start' });
    await expect(start).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/This browser did not allow full screen/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await tabUntil(page, (f) => f.type === 'radio');
    await page.keyboard.press('Space');
    await expect(page.getByText('All answers saved')).toBeVisible();
  });
});

test.describe('inputs that refuse what they should', () => {
  test("the teacher's marks field takes whole marks from 0 to the question's, with clear messages", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { testID, name } = await createOpenTest(request, true);
    const student = await apiAsDemo(request, DEMO.student);
    const sitting = await student<{ data: { questionID: string; questionType: string }[] }>('/getTestQuesList', {
      testID,
    });
    const written = sitting.data.find((q) => q.questionType !== 'Multi');
    if (!written) throw new Error('the test has no written question');
    await student('/testSubmit', {
      globalInfo: { testID },
      transaction: [{ questionID: written.questionID, response: '<p>A written answer</p>' }],
    });

    const page = await browser.newPage();
    await signIn(page, DEMO.teacher, DEMO_PASSWORD);
    await expectSignedInAt(page, '/teacher');
    await page.goto(`/teacher/assignment-correction/${testID}/${CURRICULUM.code}`);
    await expect(page.getByText(name).first()).toBeVisible();
    const marks: Locator = page.getByRole('textbox', { name: /^Marks for question \d+ \(out of \d+\)$/ });
    await expect(marks).toHaveCount(1);
    await expect(page.getByText(/^Whole marks from 0 to \d+$/)).toBeVisible();
    const whole = "Enter whole marks from 0 up to the question's marks";
    // A fraction below the question's marks (whatever the demo question is worth) and a negative.
    for (const typed of ['-1', '0.5']) {
      await marks.fill(typed);
      await marks.press('Tab');
      await expect(page.getByText(whole)).toBeVisible();
      await expect(marks).toHaveAttribute('aria-invalid', 'true');
    }
    // Letters do not go into a number field at all.
    await marks.fill('');
    await marks.pressSequentially('abc');
    await expect(marks).toHaveValue('');
    // Above the question's marks: cleared with the spec's message.
    await marks.fill('99');
    await expect(page.getByText('Entered marks should be lessthan or equal to Question Marks')).toBeVisible();
    await expect(marks).toHaveValue('');
    await marks.fill('1');
    await marks.press('Tab');
    await expect(page.getByText(whole)).toHaveCount(0);
    await page.close();
  });

  test('Max Weightage shows the questions total and refuses more; past dates keep their own messages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
    await page.goto('/admin/add-assessment');
    const box = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    const choose = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await box('Assessment Name').fill(`Weightage ${Date.now().toString(36)}`);
    await choose('Type', 'Private');
    await expect(page.getByRole('combobox', { name: 'Results open' })).toHaveValue('When the test closes');
    await choose('Curriculum', CURRICULUM.name);
    await choose('Subject', 'Mathematics');

    // A past start and an end before it: kept as typed, each with the spec's message.
    for (const [label, value] of [
      ['Start Date', schoolDate(-1).typed],
      ['End Date', schoolDate(-2).typed],
    ] as const) {
      await box(label).fill(value);
      await box(label).press('Tab');
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Start date cannot be before today')).toBeVisible();
    await expect(page.getByText('End date cannot be before the start date')).toBeVisible();
    await expect(box('Start Date')).toHaveValue(schoolDate(-1).typed);

    for (const [label, value] of [
      ['Start Date', schoolDate(1).typed],
      ['End Date', schoolDate(2).typed],
    ] as const) {
      await box(label).fill(value);
      await box(label).press('Tab');
    }
    await choose('Start Time', '09:00');
    await choose('End Time', '17:00');
    await box('Max Questions').fill('2');
    await box('Max Weightage').fill('50');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('button', { name: 'List' }).click();
    const first = page.getByRole('checkbox', { name: /^Choose Q/ }).first();
    await first.check();
    // The chosen questions' total stands beside Max Weightage.
    const total = page.getByText(/Chosen questions' total: (\d+) marks/);
    await expect(total).toBeVisible();
    const marks = Number(/total: (\d+)/.exec((await total.textContent()) ?? '')?.[1]);
    expect(marks).toBeLessThan(50);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText("Max weightage cannot be more than the chosen questions' total marks")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/add-assessment$/);
  });

  test('a negative price is refused with its message, not turned into 0', async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
    await page.getByRole('link', { name: 'Curriculum', exact: true }).click();
    await page.getByRole('link', { name: 'Add Curriculum' }).click();
    const price = page.getByRole('textbox', { name: 'Price' });
    await price.fill('-5');
    await price.press('Tab');
    await expect(price).toHaveValue('-5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Price cannot be less than 0')).toBeVisible();
    await expect(price).toHaveValue('-5');
  });
});
