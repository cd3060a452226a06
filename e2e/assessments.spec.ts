import { expect, type Page, test } from '@playwright/test';
import { apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { keepScreenshot, reviewShot } from './support/screenshots.ts';

const CURRICULUM = { name: 'KKS-BSC-CS', code: 'KKS-BSC-CS-2026' };
/** The server's TIME_ZONE (its default): test windows are wall-clock times there. */
const SCHOOL_ZONE = 'Asia/Kolkata';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A date in the school's zone, `days` from now: `YYYY-MM-DD` for the API, DD/MM/YYYY as typed. */
function schoolDate(days: number, at = new Date()) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_ZONE }).format(new Date(at.getTime() + days * 864e5));
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${d}/${m}/${y}` };
}

function schoolTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

interface ListedTest {
  testID: string;
  assessmentName: string;
}

test.describe('assessments: from template to graded result', () => {
  test('an admin builds a template and an Optional-mode assessment from it', async ({ page }) => {
    // Two long forms with their question lists: about 50 s on a busy two-core machine.
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).slice(-5);
    const templateName = `Weekly sets ${stamp}`;
    const testName = `Optional sets test ${stamp}`;
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');

    // The template: three Mathematics questions ticked from the library.
    await page.goto('/admin/template');
    await page.getByRole('link', { name: 'Add Template' }).click();
    await page.getByRole('textbox', { name: 'Template Name', exact: true }).fill(templateName);
    await choose(page, 'Template Type', 'Private');
    await choose(page, 'Curriculum', CURRICULUM.name);
    await choose(page, 'Subject', 'Mathematics');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.getByRole('button', { name: 'List' }).click();
    const ticks = page.getByRole('checkbox', { name: /^Choose Q/ });
    await expect(ticks.first()).toBeVisible();
    for (const i of [0, 1, 2]) await ticks.nth(i).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/template$/);
    await expect(page.getByRole('cell', { name: templateName, exact: true })).toBeVisible();

    // The assessment: Optional mode, made from the template.
    await page.goto('/admin/add-assessment');
    await page.getByRole('textbox', { name: 'Assessment Name', exact: true }).fill(testName);
    await choose(page, 'Type', 'Private');
    await choose(page, 'Curriculum', CURRICULUM.name);
    await choose(page, 'Subject', 'Mathematics');
    for (const [label, value] of [
      ['Start Date', schoolDate(1).typed],
      ['End Date', schoolDate(2).typed],
    ] as const) {
      const input = page.getByRole('textbox', { name: label, exact: true });
      await input.fill(value);
      await input.press('Tab');
    }
    await choose(page, 'Start Time', '09:00');
    await choose(page, 'End Time', '17:00');
    await page.getByRole('radio', { name: 'Optional', exact: true }).check();
    await page.getByRole('textbox', { name: 'Max Questions', exact: true }).fill('3');
    await page.getByRole('textbox', { name: 'Optional Questions', exact: true }).fill('2');
    await choose(page, 'Question Marks', '2');
    await expect(page.getByRole('textbox', { name: 'Max Weightage', exact: true })).toHaveValue('4');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('radio', { name: 'Use Template', exact: true }).check();
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('radio', { name: new RegExp(`^${templateName} \\(Private, 3 questions\\)`) }).check();
    await keepScreenshot(page, 'admin-assessment-form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/assessment$/);
    await expect(page.getByRole('cell', { name: testName, exact: true })).toBeVisible();
    await reviewShot(page, 'assessment-list');
  });

  test('a student waits for the start, takes the test full screen, drops offline, and gets every answer graded', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    // A test of three Multi questions opening at the next minute (the one after, when the next
    // is too close for the countdown to be seen).
    const admin = await apiAsDemo(request, DEMO.admin);
    const library = await admin<{ data: { questionID: string; questionType: string; questionmarks: number }[] }>(
      '/getQuestion',
      { curriculumCode: CURRICULUM.code, subject: 'Mathematics', role: 'Admin' },
    );
    const chosen = library.data.filter((q) => q.questionType === 'Multi').slice(0, 3);
    const now = new Date();
    const startsAt = new Date(Math.ceil((now.getTime() + 8_000) / 60_000) * 60_000);
    const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
    const name = `Countdown quiz ${now.getTime().toString(36).slice(-5)}`;
    const created = await admin<{ data: ListedTest }>('/createAssessment', {
      assessmentName: name,
      type: 'Private',
      // Marks and comments are read right after the submit here; formal tests default to the close.
      reviewAfter: 'submit',
      curriculumCode: CURRICULUM.code,
      subject: 'Mathematics',
      topic: '',
      chapter: '',
      startdate: schoolDate(0, startsAt).iso,
      enddate: schoolDate(0, endsAt).iso,
      startTime: schoolTime(startsAt),
      endTime: schoolTime(endsAt),
      assignmentMode: 'Mandatory',
      maxQuestions: chosen.length,
      maxWeightage: chosen.reduce((sum, q) => sum + q.questionmarks, 0),
      labSession: false,
      assessmentType: 'Students',
      question_ids: chosen.map((q) => ({ questionID: q.questionID })),
    });
    const testID = created.data.testID;
    const keyed = await admin<{
      testquestion: { testq: { questionID: string; question: string; correctanswer: string }[] }[];
    }>('/getAssignmentByID', { testID, curriculumCode: CURRICULUM.code });
    // Each question's words (its HTML without tags) with its key: one question's key can be
    // another's wrong option ('2' and '3'), so a card is matched to its own key by its text.
    const keys = keyed.testquestion.map((t) => ({
      words: (t.testq[0]?.question ?? '').replace(/<[^>]*>/g, '').trim(),
      key: t.testq[0]?.correctanswer ?? '',
    }));

    // The preview counts down; Start Test opens when the clock says so.
    await signIn(page, DEMO.student2, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    await page.goto(`/student/assignment-preview/${testID}`);
    const start = page.getByRole('button', { name: 'Start Test' });
    await expect(page.getByRole('timer')).toContainText('Starts in');
    await expect(start).toBeDisabled();
    await keepScreenshot(page, 'student-assignment-preview');
    await expect(start).toBeEnabled({ timeout: startsAt.getTime() - Date.now() + 15_000 });
    await start.click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('dialog', { name: 'Instructions' }).getByRole('button', { name: 'Start Test' }).click();
    const exam = await popupOpened;

    // Full screen starts with the student's click.
    await exam.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => exam.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    // Each question's right option: the key of the question whose words the card shows.
    const answerRight = async (n: number) => {
      const card = exam.locator(`#question-${n}`);
      const text = await card.innerText();
      const own = keys.find((k) => k.words && text.includes(k.words));
      if (!own) throw new Error(`question ${n} is none of the test's questions`);
      return card.getByRole('radio', { name: own.key, exact: true }).check();
    };
    await answerRight(1);
    await expect(exam.getByText('All answers saved')).toBeVisible();

    // The connection drops: the page keeps the answers and says so.
    await context.setOffline(true);
    await answerRight(2);
    await answerRight(3);
    await expect(exam.getByRole('alert').filter({ hasText: 'Offline' })).toBeVisible();
    await exam.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(exam, 'student-test-view');
    await context.setOffline(false);
    // Sent again when the connection is back (or at the next retry, a few seconds on).
    await expect(exam.getByText('All answers saved')).toBeVisible({ timeout: 15_000 });

    await exam.getByRole('button', { name: 'Submit', exact: true }).click();
    await exam.getByRole('dialog', { name: 'Submit the test' }).getByRole('button', { name: 'Submit' }).click();
    await expect(exam).toHaveURL(new RegExp(`/student/test-result/${testID}$`));
    // Every answer reached the server: all three are right, so full marks and an A.
    const total = chosen.reduce((sum, q) => sum + q.questionmarks, 0);
    await expect(exam.getByText(`${total} / ${total}`)).toBeVisible();
    await expect(exam.getByText('A', { exact: true })).toBeVisible();
    await reviewShot(exam, 'test-result');
  });

  test('a teacher corrects a written answer and the student sees the new marks', async ({ browser, request }) => {
    // The demo school's yesterday test: the first student's written answers wait for the teacher.
    const admin = await apiAsDemo(request, DEMO.admin);
    const list = await admin<{ data: ListedTest[] }>('/getAssessmentsList', {});
    const calculus = list.data.find((a) => a.assessmentName === 'Calculus unit test');
    if (!calculus) throw new Error('the demo school has no Calculus unit test');

    const teacher = await (await browser.newContext()).newPage();
    await signIn(teacher, DEMO.teacher, DEMO_PASSWORD);
    await expectSignedInAt(teacher, '/teacher');
    await teacher.goto('/teacher/assignments-list');
    await expect(teacher.getByRole('cell', { name: 'Calculus unit test', exact: true })).toBeVisible();
    await teacher.goto(`/teacher/assignment-correction/${calculus.testID}/${CURRICULUM.code}`);
    const marks = teacher.getByRole('textbox', { name: /^Marks for question \d+ \(out of \d+\)$/ });
    await expect(marks).toHaveCount(2);
    // One mark short of full on each written answer.
    const given: string[] = [];
    for (const field of await marks.all()) {
      const label =
        (await field.getAttribute('aria-label')) ??
        (await field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
      const out = Number(/out of (\d+)/.exec(label)?.[1]);
      await field.fill(String(out - 1));
      given.push(`${out - 1} / ${out}`);
    }
    await teacher
      .getByRole('textbox', { name: /^Comment on question \d+$/ })
      .first()
      .fill('Clear argument, well done.');
    await keepScreenshot(teacher, 'teacher-correction');
    await teacher.getByRole('button', { name: 'Submit' }).click();
    await expect(teacher).toHaveURL(/\/teacher\/dashboard$/);

    const student = await (await browser.newContext()).newPage();
    await signIn(student, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(student, '/student');
    await student.goto(`/student/assignment-result/${calculus.testID}`);
    await expect(student.getByText('Grade', { exact: true })).toBeVisible();
    for (const marked of given) await expect(student.getByText(marked, { exact: true })).toBeVisible();
    await expect(student.getByText('Clear argument, well done.')).toBeVisible();
    await reviewShot(student, 'assignment-result-corrected');
  });
});
