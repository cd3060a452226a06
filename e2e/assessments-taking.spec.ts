import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';

const CURRICULUM = 'KKS-BSC-CS-2026';
const place = { curriculumCode: CURRICULUM, subject: 'Mathematics', topic: 'Sets and Logic', chapter: 'Sets' };

/** The school's today (Asia/Kolkata), as the API carries dates. */
const schoolDay = (offset: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** An admin makes a test open now with one Multi and one Text question of the demo library. */
async function createOpenTest(request: APIRequestContext, name: string) {
  const admin = await apiAsDemo(request, DEMO.admin);
  const questions = (
    await admin<{ data: { questionID: string; questionType: string; questionmarks: number }[] }>(
      '/api/getQuestion',
      place,
    )
  ).data;
  const multi = questions.find((q) => q.questionType === 'Multi');
  const text = questions.find((q) => q.questionType !== 'Multi');
  if (!multi || !text) throw new Error('The demo library needs a Multi and a Text question');
  const created = await admin<{ data: { testID: string } }>('/api/createAssessment', {
    ...place,
    topic: '',
    chapter: '',
    assessmentName: name,
    type: 'Private',
    startdate: schoolDay(0),
    // Marks and comments are read right after the submit here; formal tests default to the close.
    reviewAfter: 'submit',
    enddate: schoolDay(1),
    startTime: '00:00',
    endTime: '23:30',
    assignmentMode: 'Mandatory',
    maxQuestions: 2,
    maxWeightage: multi.questionmarks + text.questionmarks,
    labSession: false,
    assessmentType: 'Students',
    question_ids: [{ questionID: multi.questionID }, { questionID: text.questionID }],
  });
  return created.data.testID;
}

test('a student takes a test through a dropped connection, and the teacher corrects it', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const name = `E2E test ${Date.now().toString(36)}`;
  const testID = await createOpenTest(request, name);

  const student = await browser.newContext();
  const page = await student.newPage();
  await signIn(page, DEMO.student, DEMO_PASSWORD);
  await expectSignedInAt(page, '/student');
  await page.getByRole('link', { name: 'Assignments' }).first().click();
  await page.getByRole('region', { name: 'Ongoing' }).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Start Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Instructions' });
  await expect(dialog.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', /^https:\/\//);
  // The test opens in its own tab, still signed in.
  const [testTab] = await Promise.all([
    student.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Start Test' }).click(),
  ]);
  await expect(testTab).toHaveURL(new RegExp(`/student/test-view/${testID}$`));
  await testTab.getByRole('button', { name: 'Start' }).click();

  await testTab.getByRole('radio').first().click();
  await expect(testTab.getByText('All answers saved')).toBeVisible();
  await student.setOffline(true);
  await testTab.getByRole('textbox', { name: /Answer to question/ }).click();
  await testTab.keyboard.type('The empty set has no element outside any set.');
  await expect(testTab.getByText(/^Offline — answers are kept on this device/)).toBeVisible({ timeout: 15_000 });
  await student.setOffline(false);
  await expect(testTab.getByText('All answers saved')).toBeVisible({ timeout: 30_000 });

  await testTab.getByRole('button', { name: 'Submit' }).click();
  await testTab.getByRole('dialog', { name: 'Submit the test' }).getByRole('button', { name: 'Submit' }).click();
  await expect(testTab.getByRole('heading', { name: 'Result Summary' })).toBeVisible();
  await expect(
    testTab.getByText('Teacher needs to correct. Marks will be calculated after teacher correction'),
  ).toBeVisible();

  const teacher = await browser.newContext();
  const teacherPage = await teacher.newPage();
  await signIn(teacherPage, DEMO.teacher, DEMO_PASSWORD);
  await expectSignedInAt(teacherPage, '/teacher');
  await teacherPage.getByRole('link', { name: 'Assignments' }).click();
  await teacherPage.getByRole('link', { name: `View ${name}` }).click();
  const marks = teacherPage.getByRole('textbox', { name: /Marks for question/ });
  await marks.fill('99');
  await expect(teacherPage.getByText('Entered marks should be lessthan or equal to Question Marks')).toBeVisible();
  await expect(marks).toHaveValue('');
  await marks.fill('1');
  await teacherPage.getByRole('textbox', { name: /Comment on question/ }).fill('Name the rule, too.');
  await teacherPage.getByRole('button', { name: 'Submit' }).click();
  await expect(teacherPage).toHaveURL(/\/teacher\/dashboard$/);

  await page.goto(`/student/assignment-result/${testID}`);
  await expect(page.getByRole('region', { name: 'Your answers' }).getByText('Name the rule, too.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Result' }).getByText('Grade')).toBeVisible();
  await student.close();
  await teacher.close();
});
