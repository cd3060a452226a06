import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { searchList } from './support/lists.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { keepScreenshot, reviewShot } from './support/screenshots.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** DD/MM/YYYY of today moved by `days`, as the admin types dates. */
function typed(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function typeDate(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.press('Tab');
}

test.describe('curricula, subjects, chapter content and questions', () => {
  test('an admin builds a curriculum with a subject, a topic and a Multi question, then deep-copies it', async ({
    page,
  }) => {
    // The longest flow of the suite: four forms, an upload and a deep copy.
    test.setTimeout(150_000);
    const short = `DS${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const name = `E2E-MSC-${short}`;
    const year = new Date().getFullYear();
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');

    // The list, with the demo school's curricula.
    await page.getByRole('link', { name: 'Curriculum', exact: true }).click();
    await expect(page.getByRole('cell', { name: 'KKS-BSC-CS', exact: true })).toBeVisible();
    await reviewShot(page, 'curriculum-list');

    // Add: empty submit shows the messages beside the fields.
    await page.getByRole('link', { name: 'Add Curriculum' }).click();
    await expect(page.getByRole('heading', { name: 'Add Curriculum' })).toBeVisible();
    await reviewShot(page, 'curriculum-form-empty');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await reviewShot(page, 'curriculum-form-errors');

    // Derived fields appear as the admin types.
    await field(page, 'Organization Name').fill('End to End University');
    await field(page, 'Organization Code').fill('E2E');
    await field(page, 'Curriculum Award').fill('MSC');
    await expect(field(page, 'Curriculum Name')).toHaveValue('E2E-MSC');
    await field(page, 'Short Name').fill(short);
    await expect(field(page, 'Curriculum Name')).toHaveValue(name);
    await expect(field(page, 'Curriculum Code')).toHaveValue(`${name}-${year}`);
    await field(page, 'Long Name').fill('Master of Science in Data Science');
    await choose(page, 'Experience', 'Internship');
    await choose(page, 'Marks Mode', 'Percentage');

    // A start before the effective date is refused, with the message beside the field.
    await typeDate(page, 'Effective Date', typed(2));
    await typeDate(page, 'Start Date', typed(1));
    await typeDate(page, 'End Date', typed(721));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Start date cannot be before the effective date')).toBeVisible();
    await reviewShot(page, 'curriculum-form-date-error');
    await typeDate(page, 'Start Date', typed(2));
    await expect(field(page, 'Duration (years)')).toHaveValue('2.0');
    await page.getByRole('textbox', { name: 'Price' }).fill('2500');
    const imageChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose image' }).click();
    await (await imageChooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Curriculum image' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Eligibility' }).fill('A bachelor degree with statistics.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/curriculum$/);
    await searchList(page, 'Search Curriculum', short);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

    // A subject.
    await page.getByRole('link', { name: 'Subject', exact: true }).click();
    await page.getByRole('link', { name: 'Add Subject' }).click();
    await choose(page, 'Curriculum', name);
    await field(page, 'Subject').fill('Statistics');
    await page.getByRole('textbox', { name: 'Min Credits' }).fill('2');
    await page.getByRole('textbox', { name: 'Max Credits' }).fill('1');
    await typeDate(page, 'Start Date', typed(3));
    await typeDate(page, 'End Date', typed(200));
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('textbox', { name: 'Subject Info' }).fill('Describing and inferring from data.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Max credits cannot be less than min credits')).toBeVisible();
    await reviewShot(page, 'subject-form-errors');
    await page.getByRole('textbox', { name: 'Max Credits' }).fill('4');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/subject$/);

    // A topic with two chapters; a chapter without info gets the spec's alert.
    await page.getByRole('link', { name: 'Chapter', exact: true }).click();
    await page.getByRole('link', { name: 'Add Chapter' }).click();
    await choose(page, 'Curriculum', name);
    await choose(page, 'Subject', 'Statistics');
    await expect(page.getByLabel('Subject details')).toContainText('Describing and inferring from data.');
    await field(page, 'Topic').fill('Probability');
    await field(page, 'Chapter 1').fill('Events');
    await page.getByRole('button', { name: 'Add another chapter' }).click();
    await field(page, 'Chapter 2').fill('Bayes');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'All fields are mandatory' })).toBeVisible();
    await reviewShot(page, 'course-content-form-errors');
    await field(page, 'Chapter 1 Info').fill('Outcomes, events and their probabilities.');
    await field(page, 'Chapter 2 Info').fill("Updating beliefs with Bayes' rule.");
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/course-content$/);

    // A Multi question with an image; marks outside 1 to 9 are refused.
    await page.getByRole('link', { name: 'Question Library' }).click();
    await page.getByRole('link', { name: 'Add Question' }).click();
    await choose(page, 'Curriculum', name);
    await choose(page, 'Subject', 'Statistics');
    await choose(page, 'Topic', 'Probability');
    await choose(page, 'Chapter', 'Bayes');
    await choose(page, 'Question Type', 'Multi');
    await page.getByRole('textbox', { name: 'Marks' }).fill('12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Valid numbers 1 to 9 only')).toBeVisible();
    await expect(page.getByText('Required').first()).toBeVisible();
    await reviewShot(page, 'question-form-errors');
    await page.getByRole('textbox', { name: 'Marks' }).fill('3');
    await page
      .getByRole('textbox', { name: 'Question', exact: true })
      .fill('A test is 99% accurate. Is a positive result 99% likely to be right?');
    await field(page, 'Correct Answer').fill('Not necessarily: it depends on the base rate');
    await field(page, 'Wrong Answer 1').fill('Yes, always');
    await field(page, 'Wrong Answer 2').fill('No, never');
    await field(page, 'Wrong Answer 3').fill('Only for rare conditions');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose image: Correct Answer Image' }).click();
    await (await chooser).setFiles({ name: 'tree.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('tree.png')).toBeVisible();
    await reviewShot(page, 'question-form-filled');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/question$/);
    await searchList(page, 'Search Curriculum/Subject/Question', '99% accurate');
    await expect(page.getByRole('cell', { name: name, exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'View' }).first().click();
    await expect(page.getByRole('img', { name: 'Correct Answer image' })).toBeVisible();
    await reviewShot(page, 'question-view');

    // Deep copy: every part is copied, and the copy offers no copy.
    await page.getByRole('link', { name: 'Curriculum', exact: true }).click();
    await searchList(page, 'Search Curriculum', short);
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Copy curriculum+Subject+Course+Question' }).click();
    await expect(page.getByText(`Copied as ${name}-copy with 1 subjects, 1 topics and 1 questions`)).toBeVisible();
    const copy = `${name}-copy`;
    await expect(page.getByRole('cell', { name: copy, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `More actions for ${copy}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `More actions for ${name}` })).toHaveCount(1);
    await reviewShot(page, 'curriculum-list-with-copy');
    await keepScreenshot(page, 'admin-curriculum');

    await page.getByRole('link', { name: 'Subject', exact: true }).click();
    await searchList(page, 'Search Curriculum/Chapter', copy);
    // The server answers the search after a pause in typing: until then the first page shows every
    // subject, so wait for the copy's one row.
    await expect(page.getByRole('cell', { name: 'Statistics', exact: true })).toHaveCount(1);
    await page.getByRole('link', { name: 'Chapter', exact: true }).click();
    await searchList(page, 'Search Curriculum/Subject/topic', copy);
    await expect(page.getByRole('cell', { name: 'Probability', exact: true })).toHaveCount(1);
    await page.getByRole('link', { name: 'View' }).first().click();
    await expect(page.getByRole('table', { name: 'Chapters' })).toContainText('Events');
    await expect(page.getByRole('table', { name: 'Chapters' })).toContainText('Bayes');
    await reviewShot(page, 'course-content-view');
    await page.getByRole('link', { name: 'Question Library' }).click();
    await searchList(page, 'Search Curriculum/Subject/Question', copy);
    await expect(page.getByRole('cell', { name: copy, exact: true })).toHaveCount(1);
  });

  test('the lists read well on a phone and with many rows', async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
    await page.goto('/admin/question');
    // The newest first: the demo's own questions fill more than the first page, whichever they are.
    await expect(page.getByRole('cell', { name: /^Q1\d{3}$/ }).first()).toBeVisible();
    await reviewShot(page, 'question-list-long');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const list of ['curriculum', 'subject', 'course-content', 'question']) {
      await page.goto(`/admin/${list}`);
      await expect(page.getByRole('table')).toBeVisible();
      await reviewShot(page, `${list}-list-390`);
    }
    await page.goto('/admin/add-question');
    await expect(page.getByRole('heading', { name: 'Add Question' })).toBeVisible();
    await choose(page, 'Question Type', 'Multi');
    await reviewShot(page, 'question-form-390');
    await page.goto('/admin/subject');
    await page.getByRole('link', { name: 'View' }).first().click();
    await expect(page.getByRole('heading', { name: 'View Subject' })).toBeVisible();
    await expect(page.getByText('Subject Info')).toBeVisible();
    await reviewShot(page, 'subject-view-390');
    await page.goto('/admin/curriculum');
    await searchList(page, 'Search Curriculum', 'nothing like this');
    await expect(page.getByText('Nothing matches "nothing like this"')).toBeVisible();
    await reviewShot(page, 'curriculum-list-no-match-390');
  });

  test('an empty list says so, and a view shows every field with Delete and Close', async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
    await page.route('**/api/getAllCurriculum*', (route) => route.fulfill({ json: { status: true, data: [] } }));
    await page.goto('/admin/curriculum');
    await expect(page.getByText('No curriculum yet. Add one to begin.')).toBeVisible();
    await reviewShot(page, 'curriculum-list-empty');
    await page.unroute('**/api/getAllCurriculum*');
    await page.goto('/admin/curriculum');
    await searchList(page, 'Search Curriculum', 'KKS-BSC-CS');
    await page.getByRole('link', { name: 'View' }).first().click();
    await expect(page.getByText('Bachelor of Science in Computer Science')).toBeVisible();
    await reviewShot(page, 'curriculum-view');
    // The demo curriculum holds students and their records: the confirmation counts them and
    // offers no Delete.
    await page.getByRole('button', { name: 'Delete' }).click();
    const blocked = page.getByRole('dialog').getByTestId('delete-blocked');
    await expect(blocked).toContainText('It cannot be deleted');
    // Other flows add students to the demo curriculum: the count is whatever it holds.
    await expect(blocked).toContainText(/It holds \d+ students/);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toBeDisabled();
    await reviewShot(page, 'curriculum-view-delete-refused');
  });

  test('the edit forms open with the saved values and save changes', async ({ page }) => {
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');

    await page.goto('/admin/question');
    await searchList(page, 'Search Curriculum/Subject/Question', 'derivative of x');
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toContainText(
      'What is the derivative of x³?',
    );
    await expect(field(page, 'Correct Answer')).toHaveValue('3x²');
    await expect(page.getByRole('combobox', { name: 'Chapter', exact: true })).toHaveValue('Derivatives');
    await page.getByRole('textbox', { name: 'Marks' }).fill('4');
    await reviewShot(page, 'question-form-edit');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/question$/);
    await searchList(page, 'Search Curriculum/Subject/Question', 'derivative of x');
    await expect(page.getByRole('cell', { name: '4', exact: true })).toBeVisible();

    await page.goto('/admin/course-content');
    await searchList(page, 'Search Curriculum/Subject/topic', 'Calculus');
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await expect(field(page, 'Chapter 2')).toHaveValue('Derivatives');
    await expect(page.getByLabel('Subject details')).toContainText('Foundations of discrete mathematics');
    await field(page, 'Chapter 2 Info').fill('Rates of change.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/course-content$/);

    await page.goto('/admin/curriculum');
    await searchList(page, 'Search Curriculum', 'KKS-BSC-CS-');
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await expect(field(page, 'Long Name')).toHaveValue('Bachelor of Science in Computer Science');
    await expect(field(page, 'Organization Code')).toHaveAttribute('readonly', '');
    await expect(field(page, 'Curriculum Code')).toHaveValue('KKS-BSC-CS-2026');
    await page.getByRole('textbox', { name: 'Price' }).fill('5999');
    await reviewShot(page, 'curriculum-form-edit');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/curriculum$/);
  });
});
