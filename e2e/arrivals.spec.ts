import { expect, type Page, test } from '@playwright/test';
import { apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { reviewShot } from './support/screenshots.ts';

const CURRICULUM = 'KKS-BSC-CS-2026';

type Note = { _id: string; type: string; title: string; link: string | null; read: boolean };

/** A picture at desktop width and at a phone's 390 px, for looking at after a run. */
async function shots(page: Page, name: string) {
  await reviewShot(page, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

/** Fills the sign-in form already on screen. */
async function signInHere(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The demo student raises a query in Mathematics through the API, as the form does. */
async function raiseQuery(page: Page, words: string): Promise<string> {
  const student = await apiAsDemo(page.request, DEMO.student);
  const raised = await student('/queryInsert', {
    curriculumCode: CURRICULUM,
    subject: 'Mathematics',
    topic: 'Sets and Logic',
    chapter: 'Sets',
    messages: [{ message: `<p>${words}</p>` }],
  });
  return raised.data.chatID as string;
}

test.describe('arriving where one was sent', () => {
  test("a teacher follows a new query's notification while signed out: sign-in returns to the chat, which reads the notification; the student's reply rings the bell", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const words = `Is every set a subset of itself? ${Date.now()}`;
    const chatID = await raiseQuery(page, words);
    const teacher = await apiAsDemo(page.request, DEMO.teacher);
    const note = async () =>
      ((await teacher('/getNotifications')).data as Note[]).find((n) => n.link?.endsWith(`?chat=${chatID}`));
    const raised = await note();
    expect(raised).toMatchObject({ type: 'queryRaised', title: 'A student raised a query', read: false });

    // The link of the notification, opened with no one signed in: the sign-in page, then the chat.
    await page.goto(raised?.link ?? '/');
    await expect(page).toHaveURL(/\/login\?next=/);
    await signInHere(page, DEMO.teacher);
    await expect(page).toHaveURL(new RegExp(`/teacher/queries-list\\?chat=${chatID}$`));
    const dialog = page.getByRole('dialog', { name: 'Query' });
    await expect(dialog.getByText(words)).toBeVisible();
    await expect.poll(async () => (await note())?.read, { timeout: 15_000 }).toBe(true);
    await shots(page, 'arrival-query-chat');

    // Closing the chat leaves its address; Open Query takes it up; the student's reply tells the teacher live.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/teacher\/queries-list$/);
    await page.getByRole('article').filter({ hasText: words }).getByRole('button', { name: 'Open Query' }).click();
    const student = await apiAsDemo(page.request, DEMO.student);
    await student('/queryUpdate', { chatID, messages: [{ message: '<p>And of the empty set?</p>' }] });
    const bell = page.getByRole('button', { name: /Notifications \(\d+ unread\)/ });
    await expect(bell).toBeVisible({ timeout: 20_000 });
    await bell.click();
    const entry = page.getByRole('menuitem', { name: 'A student replied to a query' }).first();
    await expect(entry).toBeVisible();
    await shots(page, 'arrival-teacher-bell');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/teacher/queries-inprogess\\?chat=${chatID}$`));
    await expect(page.getByRole('dialog', { name: 'Query' }).getByText('And of the empty set?')).toBeVisible();
    const replies = async () =>
      ((await teacher('/getNotifications')).data as Note[]).filter(
        (n) => n.type === 'queryReply' && n.link?.endsWith(`?chat=${chatID}`),
      );
    await expect.poll(async () => (await replies()).every((n) => n.read), { timeout: 15_000 }).toBe(true);
  });

  test('a page asked for before signing in is where the student lands; an address of another site is not', async ({
    page,
  }) => {
    await page.goto('/student/my-queries/completed');
    await expect(page).toHaveURL(/\/login\?next=%2Fstudent%2Fmy-queries%2Fcompleted$/);
    await signInHere(page, DEMO.student);
    await expect(page).toHaveURL(/\/student\/my-queries\/completed$/);
    await expect(page.getByRole('tab', { name: 'Completed', selected: true })).toBeVisible();

    const other = await page.context().browser()?.newContext();
    const visitor = await other?.newPage();
    if (!visitor) throw new Error('no second browser context');
    await visitor.goto('/login?next=https://evil.example/student');
    await signInHere(visitor, DEMO.student);
    await expectSignedInAt(visitor, '/student');
    await expect(visitor).toHaveURL(/127\.0\.0\.1:\d+\/student$/);
    await other?.close();
  });

  test('a curriculum bought before the school added its content says so', async ({ page }) => {
    const admin = await apiAsDemo(page.request, DEMO.admin);
    const day = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
    const created = await admin('/api/createCurriculum', {
      organizationName: 'Kaksha Online',
      organizationCode: 'KKS',
      curriculumAward: 'CRT',
      shortName: `NEW${Date.now().toString(36).slice(-5).toUpperCase()}`,
      longName: 'Certificate in Things to Come',
      experience: 'Internship',
      marksMode: 'Percentage',
      liveSession: false,
      showPreviousCurriculum: false,
      effectiveDate: day(0),
      startDate: day(10),
      endDate: day(400),
      price: 0,
    });
    const { curriculum, curriculumCode } = created.data as { curriculum: string; curriculumCode: string };

    await signIn(page, DEMO.student2, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    await page.goto('/student/Subscription');
    await page.locator(`[aria-label="${curriculum}"]`).getByRole('button', { name: 'BUY NOW' }).click();
    await expect(page.locator(`[aria-label="${curriculum}"]`).getByRole('button', { name: 'Purchased' })).toBeDisabled({
      timeout: 30_000,
    });
    await page.goto(`/student/curriculum?curriculumCode=${encodeURIComponent(curriculumCode)}`);
    await expect(page.getByText('Certificate in Things to Come has no content yet')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Choose a curriculum, subject and topic to see its chapters.')).toHaveCount(0);
    await shots(page, 'curriculum-no-content');
  });
});
