import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, apiAs, apiAsDemo, apiToken, registerStudent } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { linkTo, waitForMail } from './support/mail.ts';
import { keepScreenshot } from './support/screenshots.ts';

const CURRICULUM = 'KKS-BSC-CS-2026';
/** The server's TIME_ZONE (its default): test windows are wall-clock times there. */
const SCHOOL_ZONE = 'Asia/Kolkata';
const SHOTS = '/tmp/marking';

const schoolDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_ZONE }).format(at);
const schoolTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

interface KeyedQuestion {
  questionID: string;
  questionType: string;
  question: string;
  questionmarks: number;
  correctanswer: string;
  answer1: string;
  answer2: string;
}

/** A third student of the curriculum: registered, e-mail verified from the mail, accepted. */
async function newStudent(request: APIRequestContext, stamp: string) {
  const email = `marking.${stamp}@example.test`;
  const password = 'Str0ng!pass';
  await registerStudent(request, { firstName: 'Meera', lastName: `Iyer${stamp}`, email, password });
  const [, id, emailToken] = linkTo(await waitForMail(email), 'email-verification')
    .split('/')
    .filter(Boolean);
  const verified = await request.post('/api/verify-email', { data: { id, emailToken } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const admin = await adminApi(request);
  await admin('/activateUser', { id, isActive: true });
  return { email, password, name: `Meera Iyer${stamp}` };
}

/**
 * A Mathematics test open now (one Multi, one written question) that three students have
 * submitted: Priya chose the Multi's second option, Rahul its key, Meera its third.
 */
async function submittedTest(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const admin = await apiAsDemo(request, DEMO.admin);
  const library = await admin<{ data: { questionID: string; questionType: string; questionmarks: number }[] }>(
    '/getQuestion',
    { curriculumCode: CURRICULUM, subject: 'Mathematics', role: 'Admin' },
  );
  const multi = library.data.find((q) => q.questionType === 'Multi');
  const written = library.data.find((q) => q.questionType === 'Text');
  if (!multi || !written) throw new Error('the demo library needs a Multi and a written Mathematics question');
  const now = new Date();
  // Started two minutes ago (never before today's midnight in the school), open until tomorrow.
  const start =
    schoolDay(new Date(now.getTime() - 120_000)) === schoolDay(now) ? new Date(now.getTime() - 120_000) : now;
  const name = `Marking drill ${stamp}`;
  const created = await admin<{ data: { testID: string } }>('/createAssessment', {
    assessmentName: name,
    type: 'Private',
    reviewAfter: 'submit',
    curriculumCode: CURRICULUM,
    subject: 'Mathematics',
    topic: '',
    chapter: '',
    startdate: schoolDay(start),
    enddate: schoolDay(new Date(now.getTime() + 864e5)),
    startTime: schoolTime(start),
    endTime: '23:00',
    assignmentMode: 'Mandatory',
    maxQuestions: 2,
    maxWeightage: multi.questionmarks + written.questionmarks,
    labSession: false,
    assessmentType: 'Students',
    question_ids: [{ questionID: multi.questionID }, { questionID: written.questionID }],
  });
  const testID = created.data.testID;
  const keyed = await admin<{ testquestion: { testq: KeyedQuestion[] }[] }>('/getAssignmentByID', {
    testID,
    curriculumCode: CURRICULUM,
  });
  const frozen = keyed.testquestion.flatMap((t) => t.testq.slice(0, 1));
  const key = frozen.find((q) => q.questionType === 'Multi');
  const text = frozen.find((q) => q.questionType !== 'Multi');
  if (!key || !text) throw new Error('the test lost a question');

  const meera = await newStudent(request, stamp);
  const sitters = [
    {
      email: DEMO.student,
      password: DEMO_PASSWORD,
      name: 'Priya Sharma',
      choice: key.answer1,
      wrote: 'A union joins both sets.',
    },
    {
      email: DEMO.student2,
      password: DEMO_PASSWORD,
      name: 'Rahul Verma',
      choice: key.correctanswer,
      wrote: 'Everything in A or B.',
    },
    { ...meera, choice: key.answer2, wrote: 'The elements of either set, once each.' },
  ];
  for (const s of sitters) {
    const student = await apiAs(request, s.email, s.password);
    await student('/getTestQuesList', { testID });
    await student('/testSubmit', {
      globalInfo: { testID },
      transaction: [
        { questionID: key.questionID, response: s.choice, revision: 1 },
        { questionID: text.questionID, response: `<p>${s.wrote}</p>`, revision: 1 },
      ],
    });
  }
  return { testID, name, key, text, sitters };
}

/** The caller's notifications of a type about a test, by API, as the bell reads them. */
async function bellOf(request: APIRequestContext, email: string, password: string, type: string) {
  const api = await apiAs(request, email, password);
  const bell = await api<{ data: { type: string; link: string | null; message: string }[] }>('/getNotifications');
  return bell.data.filter((n) => n.type === type);
}

async function marksOf(request: APIRequestContext, email: string, password: string, testID: string) {
  const token = await apiToken(request, email, password);
  // The token's claims name the student, as the result page reads them.
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { userID: string };
  const res = await request.post('/api/getResult', {
    headers: { 'x-access-token': token },
    data: { testID, userID: claims.userID },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { achievedMarks: number | null; corrected: boolean } }).data;
}

const progress = (page: Page, words: string) => page.getByText(words, { exact: true });

test.describe('marking by question and regrade', () => {
  test('a teacher marks one question across all students from the keyboard, names hidden; a regrade previews and applies', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { testID, key, text, sitters } = await submittedTest(request);
    const marks = text.questionmarks;

    // The teacher opens marking by question from the correction page.
    const teacher = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await signIn(teacher, DEMO.teacher, DEMO_PASSWORD);
    await expectSignedInAt(teacher, '/teacher');
    await teacher.goto(`/teacher/assignment-correction/${testID}/${CURRICULUM}`);
    await teacher.getByRole('link', { name: 'Mark by question' }).click();
    await expect(teacher).toHaveURL(new RegExp(`/teacher/assignment-marking/${testID}/${CURRICULUM}\\?question=`));
    await expect(progress(teacher, 'Question 2: 0 of 3 marked')).toBeVisible();
    await expect(progress(teacher, 'Whole test: 0 of 3 marked')).toBeVisible();
    // Names are hidden: students are numbered, no name is on the screen.
    await expect(teacher.getByRole('heading', { name: /^Student \d$/ })).toBeVisible();
    await keepScreenshot(teacher, 'teacher-marking-by-question');
    for (const s of sitters) await expect(teacher.getByText(s.name)).toHaveCount(0);
    await teacher.screenshot({ path: `${SHOTS}-question-marking.png`, fullPage: true });

    // From the keyboard alone: the marks field has the focus; marks, Tab, comment, Ctrl+Enter.
    const marksField = teacher.getByRole('textbox', { name: `Marks (out of ${marks})` });
    await expect(marksField).toBeFocused();
    await teacher.keyboard.type(String(marks));
    await teacher.keyboard.press('Tab');
    await teacher.keyboard.type('Clear and complete.');
    await teacher.keyboard.press('Control+Enter');
    await expect(progress(teacher, 'Question 2: 1 of 3 marked')).toBeVisible();
    await expect(marksField).toBeFocused();
    await expect(marksField).toHaveValue('');

    // Too many marks: the field says so and nothing moves on.
    await teacher.keyboard.type(String(marks + 1));
    await teacher.keyboard.press('Control+Enter');
    await expect(teacher.getByText('Entered marks should be lessthan or equal to Question Marks')).toBeVisible();
    await expect(progress(teacher, 'Question 2: 1 of 3 marked')).toBeVisible();
    await teacher.keyboard.press('Control+A');
    await teacher.keyboard.type('1');
    // The comment given before is picked again from the list, by keyboard.
    await teacher.keyboard.press('Tab');
    await teacher.keyboard.press('Tab');
    await expect(teacher.getByRole('combobox', { name: 'Pick a previous comment' })).toBeFocused();
    await teacher.keyboard.type('Clear');
    await teacher.keyboard.press('ArrowDown');
    await teacher.keyboard.press('Enter');
    await expect(teacher.getByRole('textbox', { name: 'Comment' })).toHaveValue('Clear and complete.');
    await teacher.keyboard.press('Control+Enter');
    await expect(progress(teacher, 'Question 2: 2 of 3 marked')).toBeVisible();

    await expect(marksField).toBeFocused();
    await teacher.keyboard.type('2');
    await teacher.keyboard.press('Control+Enter');
    await expect(progress(teacher, 'Question 2: 3 of 3 marked')).toBeVisible();
    await expect(progress(teacher, 'Whole test: 3 of 3 marked')).toBeVisible();
    // Fully marked: the names show.
    await expect(
      teacher.getByRole('status').filter({ hasText: 'Every answer to this question is marked.' }),
    ).toBeVisible();
    for (const s of sitters) await expect(teacher.getByText(s.name).first()).toBeVisible();
    await teacher.screenshot({ path: `${SHOTS}-question-marked.png`, fullPage: true });

    // Each student's result is final and they were told.
    for (const s of sitters) {
      const told = await bellOf(request, s.email, s.password, 'testCorrected');
      expect(told.some((n) => n.link === `/student/assignment-result/${testID}`)).toBe(true);
    }
    const before = await Promise.all(sitters.map((s) => marksOf(request, s.email, s.password, testID)));
    expect(before.every((r) => r.corrected)).toBe(true);

    // The admin corrects the key to the option Priya chose: a preview, then Apply.
    const admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await signIn(admin, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(admin, '/admin');
    await admin.goto(`/admin/view-assessment/${testID}/${CURRICULUM}`);
    const panel = admin.getByRole('region', { name: 'Correct a wrong key' });
    await panel.getByRole('combobox', { name: 'Question' }).click();
    await admin.getByRole('option', { name: /^Question 1:/ }).click();
    await panel.getByRole('radio', { name: key.answer1, exact: true }).check();
    await panel.getByRole('textbox', { name: 'Reason' }).fill('The key was typed against the wrong option.');
    await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await panel.getByRole('button', { name: 'Preview changes' }).click();
    const table = panel.getByRole('table', { name: 'Students whose results change' });
    await expect(panel.getByText('2 of 3 students change')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row', { name: /Priya Sharma/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Rahul Verma/ })).toBeVisible();
    await expect(table.getByText(sitters[2]?.name ?? '-')).toHaveCount(0);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await admin.screenshot({ path: `${SHOTS}-regrade-preview.png`, fullPage: true });
    // The preview changed nothing yet.
    expect((await marksOf(request, DEMO.student, DEMO_PASSWORD, testID)).achievedMarks).toBe(before[0]?.achievedMarks);

    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(admin.getByText(/Key corrected and results recomputed: 2 of 3 students changed/)).toBeVisible();

    const after = await Promise.all(sitters.map((s) => marksOf(request, s.email, s.password, testID)));
    const multiMarks = key.questionmarks;
    expect(after[0]?.achievedMarks).toBe((before[0]?.achievedMarks ?? 0) + multiMarks);
    expect(after[1]?.achievedMarks).toBe((before[1]?.achievedMarks ?? 0) - multiMarks);
    expect(after[2]?.achievedMarks).toBe(before[2]?.achievedMarks);
    expect(await bellOf(request, DEMO.student, DEMO_PASSWORD, 'testRegraded')).toHaveLength(1);
    expect(await bellOf(request, DEMO.student2, DEMO_PASSWORD, 'testRegraded')).toHaveLength(1);
    expect(await bellOf(request, sitters[2]?.email ?? '', sitters[2]?.password ?? '', 'testRegraded')).toHaveLength(0);

    // Priya's bell says so.
    const student = await (await browser.newContext()).newPage();
    await signIn(student, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(student, '/student');
    await student.getByRole('button', { name: /^Notifications/ }).click();
    await expect(student.getByText('Test regraded').first()).toBeVisible();
    await student.screenshot({ path: `${SHOTS}-student-bell.png` });
  });
});
