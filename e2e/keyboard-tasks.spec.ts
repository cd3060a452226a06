import { expect, type FileChooser, type Page, test } from '@playwright/test';
import { adminApi, apiAsDemo, registerStudent } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectFocusRing, focusedLabel, pickOption, tabTo, tabToLabel, typeInto } from './support/keyboard.ts';

/*
 * The tasks of the accessibility issue's keyboard list not covered by keyboard.spec.ts, done with
 * the keyboard alone: no click and no focus set by script; page.goto stands for typing an address.
 */

test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };
const CURRICULUM = { name: 'KKS-BSC-CS', code: 'KKS-BSC-CS-2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A date in the school's zone, `days` from now, as typed: DD/MM/YYYY. */
function typedSchoolDate(days: number): string {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 864e5),
  );
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

async function signInByKeyboard(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await tabTo(page, '[autocomplete="username"]');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(student|teacher|admin)(\/|$)/, slow);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(slow);
}

/** Tabs to a radio of a group and moves the choice with the arrows until `label` is checked. */
async function chooseRadio(page: Page, label: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const inGroup = await page.evaluate((wanted) => {
      const el = document.activeElement as HTMLInputElement | null;
      if (el?.type !== 'radio') return false;
      const group = document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${el.name}"]`);
      return Array.from(group).some((r) => r.labels?.[0]?.textContent?.trim() === wanted);
    }, label);
    if (!inGroup) continue;
    for (let j = 0; j < 10 && (await focusedLabel(page)) !== label; j++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    return;
  }
  throw new Error(`No radio group offering ${label} was reached`);
}

/** Tabs to the element matching `selector` whose text contains `text`. */
async function tabToText(page: Page, selector: string, text: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      ([css, words]) => {
        const el = document.activeElement;
        return !!el?.matches(css) && (el.textContent ?? '').includes(words);
      },
      [selector, text] as const,
    );
    if (hit) return;
  }
  throw new Error(`Tab never reached ${selector} reading ${text}`);
}

test('registration with its pickers and the identity upload, by keyboard alone', async ({ page }) => {
  const email = `kb.reg.${Date.now()}@example.test`;
  // Listened for from the start: Playwright takes over the file chooser only once a listener is
  // set, and one set just before the Enter lost that race once on a loaded machine.
  const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
  await page.goto('/register');
  await expect(page.getByRole('combobox', { name: /^Curriculum/ })).toBeEnabled(slow);
  await typeInto(page, /^First name/, 'Kiran');
  await typeInto(page, /^Last name/, 'Rao');
  await typeInto(page, /^Mobile/, '9876543210');
  await typeInto(page, /^Email/, email);
  await typeInto(page, /^Password/, 'Str0ng!pass');
  await pickOption(page, /^Gender/, 'Male');
  await typeInto(page, /^Date of birth/, '14/05/2004');
  await typeInto(page, /^Address/, '12 MG Road');
  await pickOption(page, /^Country/, 'India');
  await pickOption(page, /^State/, 'Karnataka');
  await pickOption(page, /^City/, 'Bengaluru');
  await typeInto(page, /^Pincode/, '560001');
  await typeInto(page, /^Identity number/, 'ID-1234');
  // The upload is a button: Enter opens the file chooser.
  await tabToLabel(page, /^Identity document/);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Uploaded: card.pdf')).toBeVisible(slow);
  await pickOption(page, /^Curriculum/, /\(KKS-BSC-CS-2026\)/);
  await tabTo(page, 'button[type="submit"]');
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register-success$/, slow);
});

test('a student raises a query and requests a session; the teacher accepts it on the calendar, by keyboard alone', async ({
  browser,
}) => {
  const student = await (await browser.newContext()).newPage();
  await signInByKeyboard(student, DEMO.student2);
  const chapters = `/student/curriculum?curriculumCode=${CURRICULUM.code}&subject=Mathematics&topic=Sets+and+Logic`;
  // A query raised from a chapter's row: its rich-text message is typed like any field.
  await student.goto(chapters);
  await expect(student.getByRole('link', { name: 'Raise Query' }).first()).toBeVisible(slow);
  await tabToText(student, 'a', 'Raise Query');
  await student.keyboard.press('Enter');
  await expect(student.getByRole('heading', { name: 'Raise Query' })).toBeVisible(slow);
  const asked = `Keyboard query ${Date.now().toString(36)}`;
  await typeInto(student, /^Message/, asked);
  await tabTo(student, 'button[type="submit"]');
  await student.keyboard.press('Enter');
  await expect(student).toHaveURL(/\/student\/my-queries\/open$/, slow);
  await expect(student.getByRole('article').filter({ hasText: asked })).toBeVisible(slow);

  await student.goto(chapters);
  await expect(student.getByRole('link', { name: 'Request Session' }).first()).toBeVisible(slow);
  await tabToText(student, 'a', 'Request Session');
  await student.keyboard.press('Enter');
  await expect(student.getByRole('heading', { name: 'Request A Session' })).toBeVisible(slow);
  await expect(student.getByRole('combobox', { name: 'Chapter', exact: true })).not.toHaveValue('');
  // A day of its own, six days ahead, so no other session crowds the teacher's calendar cell.
  await tabToLabel(student, /^Date/);
  await student.keyboard.press('Control+A');
  await student.keyboard.type(typedSchoolDate(6));
  await pickOption(student, /^Start Time/, '15:00');
  await pickOption(student, /^End Time/, '16:00');
  const note = `Keyboard request ${Date.now().toString(36)}`;
  await typeInto(student, /^Message/, note);
  await tabTo(student, 'button[type="submit"]');
  await student.keyboard.press('Enter');
  await expect(student).toHaveURL(/\/student\/help-from-tutor\/open$/, slow);

  // The teacher's calendar: the month buttons and the events are reached and used by keyboard.
  const teacher = await (await browser.newContext()).newPage();
  await signInByKeyboard(teacher, DEMO.teacher);
  await teacher.goto('/teacher/calender');
  await expect(teacher.locator('.fc')).toBeVisible(slow);
  const title = teacher.locator('.fc-toolbar-title');
  const month = await title.textContent();
  await tabToText(teacher, 'button', 'Next month');
  await expectFocusRing(teacher);
  await teacher.keyboard.press('Enter');
  await expect(title).not.toHaveText(month ?? '');
  await teacher.keyboard.press('Shift+Tab');
  await teacher.keyboard.press('Enter');
  await expect(title).toHaveText(month ?? '');
  const requested = typedSchoolDate(6);
  if (requested.slice(3) !== typedSchoolDate(0).slice(3)) {
    await tabToText(teacher, 'button', 'Next month');
    await teacher.keyboard.press('Enter');
  }
  const event = teacher.locator('a.fc-event').filter({ hasText: '15:00' }).filter({ hasText: 'Mathematics' });
  await expect(event.first()).toBeVisible(slow);
  // Tab to the new request's event: the one whose dialog carries this request's words.
  for (let i = 0; ; i++) {
    expect(i, 'an event opened by keyboard shows the request').toBeLessThan(8);
    await tabToText(teacher, 'a.fc-event', '15:00');
    await teacher.keyboard.press('Enter');
    const dialog = teacher.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (await dialog.getByText(note).isVisible()) break;
    await teacher.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await tabToText(teacher, 'button', 'Accept');
  await teacher.keyboard.press('Enter');
  await expect(teacher.getByRole('dialog')).toBeHidden(slow);
});

test('an admin builds an assessment from a template, by keyboard alone', async ({ page, request }) => {
  const stamp = Date.now().toString(36).slice(-5);
  const admin = await apiAsDemo(request, DEMO.admin);
  const library = await admin<{ data: { questionID: string; questionmarks: number }[] }>('/getQuestion', {
    curriculumCode: CURRICULUM.code,
    subject: 'Mathematics',
    role: 'Admin',
  });
  const templateName = `Keyboard template ${stamp}`;
  await admin('/createTemplate', {
    templateName,
    templateType: 'Private',
    curriculum: CURRICULUM.name,
    curriculumCode: CURRICULUM.code,
    subject: 'Mathematics',
    questions: library.data.slice(0, 2).map((q) => q.questionID),
  });
  // A paper's weightage is its questions' total.
  const total = library.data.slice(0, 2).reduce((sum, q) => sum + q.questionmarks, 0);

  await signInByKeyboard(page, DEMO.admin);
  await page.goto('/admin/add-assessment');
  const testName = `Keyboard test ${stamp}`;
  await typeInto(page, /^Assessment Name/, testName);
  await pickOption(page, /^Type/, 'Private');
  await pickOption(page, /^Curriculum/, CURRICULUM.name);
  await pickOption(page, /^Subject/, 'Mathematics');
  await typeInto(page, /^Start Date/, typedSchoolDate(1));
  await typeInto(page, /^End Date/, typedSchoolDate(2));
  await pickOption(page, /^Start Time/, '09:00');
  await pickOption(page, /^End Time/, '17:00');
  await chooseRadio(page, 'Mandatory');
  await typeInto(page, /^Max Questions/, '2');
  await typeInto(page, /^Max Weightage/, String(total));
  await chooseRadio(page, 'No');
  await chooseRadio(page, 'Use Template');
  await tabToText(page, 'button', 'List');
  await page.keyboard.press('Enter');
  await chooseRadio(page, `${templateName} (Private, 2 questions)`);
  // The template's questions arrive a moment after the pick; a person sees them listed before saving
  // (a save before that is refused while they load, which once left this test on the form).
  await expect(page.getByText(/^2 chosen/)).toBeVisible(slow);
  await tabTo(page, 'button[type="submit"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/assessment$/, slow);
  await expect(page.getByRole('cell', { name: testName, exact: true })).toBeVisible(slow);
});

test('an admin accepts a student and revokes a certificate through their dialogs, by keyboard alone', async ({
  page,
  request,
}) => {
  const email = `kb.accept.${Date.now()}@example.test`;
  await registerStudent(request, {
    firstName: 'Tara',
    lastName: 'Sen',
    email,
    password: 'Str0ng!pass',
    gender: 'Female',
  });
  const admin = await adminApi(request);

  await signInByKeyboard(page, DEMO.admin);
  // The bell of people awaiting acceptance is a menu: Enter opens it, the arrows reach the person.
  await tabTo(page, '[aria-label^="Inactive users"]');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await page.evaluate(() => document.activeElement?.textContent ?? '')).includes(email)) break;
  }
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tara Sen', { exact: true })).toBeVisible(slow);
  await tabToText(page, 'button', 'Accept');
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Accept an unverified e-mail' });
  await expect(question).toBeVisible();
  // Escape closes the question and gives focus back to Accept; Enter on it again, then confirm.
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  expect(await focusedLabel(page)).toBe('Accept');
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await tabToText(page, '[role="dialog"] button', 'Accept');
  await page.keyboard.press('Enter');
  await expect(page.getByText('User accepted.', { exact: false })).toBeVisible(slow);

  // A certificate issued early to her, to revoke from the list.
  const tara = (await admin<{ data: { userID: string }[] }>('/getStudentList', { search: email })).data[0];
  const issued = await admin<{ data: { certificateCode: string } }>('/issueCertificate', {
    userID: tara?.userID,
    curriculumCode: CURRICULUM.code,
    reason: 'Moving abroad; examined separately',
  });

  // The certificates list: Tab to the row's Revoke, give the reason in the dialog, Enter.
  await page.goto(`/admin/certificates?q=${issued.data.certificateCode}`);
  await expect(page.getByRole('cell', { name: issued.data.certificateCode, exact: true })).toBeVisible(slow);
  await tabToText(page, 'button', 'Revoke');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await typeInto(page, /^Reason/, 'Issued to the wrong student');
  await tabToText(page, '[role="dialog"] button', 'Revoke');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden(slow);
  const state = page.getByText(/^Revoked on/).first();
  await expect(state).toBeVisible(slow);
  // Its state's badge shows its words whole, not cut to an ellipsis by the table's other columns.
  expect(await state.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
});
