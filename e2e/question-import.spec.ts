import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './support/constants.ts';
import { searchList } from './support/lists.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { keepScreenshot } from './support/screenshots.ts';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A GIFT bank as Moodle writes one: five options, true/false, an essay, and a matching item Kaksha skips. */
const giftBank = (stamp: string) => `// Imported from Moodle
::Planets ${stamp}:: Which planet is largest (${stamp})? {
\t=Jupiter
\t~Mars
\t~Venus
\t~Earth
\t~Mercury
}

::Sun ${stamp}:: The sun is a star (${stamp}). {T}

::Essay ${stamp}:: Describe the orbit of the moon (${stamp}). {}

::Match ${stamp}:: Match the moons (${stamp}). { =Earth -> Moon =Mars -> Phobos }
`;

test('imports a GIFT file into a chapter, with a preview and the skipped item', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectSignedInAt(page, '/admin');
  await page.goto('/admin/question');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import questions' });
  await expect(dialog).toBeVisible();

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'planets.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(giftBank(stamp)),
  });
  await choose(page, 'Curriculum', 'KKS-BSC-CS');
  await choose(page, 'Subject', 'Mathematics');
  await choose(page, 'Topic', 'Sets and Logic');
  await choose(page, 'Chapter', 'Sets');
  await dialog.getByRole('button', { name: 'Preview' }).click();

  await expect(dialog.getByText('GIFT file: 3 questions can be imported, 1 item will be skipped.')).toBeVisible();
  await keepScreenshot(page, 'admin-question-import');
  const toImport = dialog.getByRole('table', { name: 'Questions to import' });
  await expect(toImport.getByRole('row')).toHaveCount(4);
  await expect(toImport.getByText(`Which planet is largest (${stamp})?`)).toBeVisible();
  await expect(toImport.getByText('✓ Jupiter')).toBeVisible();
  await page.screenshot({ path: '/tmp/qio-import-preview.png', fullPage: true });

  await dialog.getByRole('tab', { name: 'Skipped (1)' }).click();
  const skipped = dialog.getByRole('table', { name: 'Skipped items' });
  await expect(skipped.getByRole('row', { name: new RegExp(`14 Match ${stamp} Matching question`) })).toBeVisible();
  await page.screenshot({ path: '/tmp/qio-import-skipped.png', fullPage: true });

  await dialog.getByRole('button', { name: 'Import 3 questions' }).click();
  await expect(page.getByText('Imported 3 questions')).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchList(page, 'Search Curriculum/Subject/Question', stamp);
  const rows = page.getByRole('row').filter({ hasText: stamp });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Which planet' })).toContainText('Multi (5 options)');
  await expect(rows.filter({ hasText: 'The sun is a star' })).toContainText('Multi (2 options)');
  await expect(rows.filter({ hasText: 'Describe the orbit' })).toContainText('Text');
  await page.screenshot({ path: '/tmp/qio-question-list.png', fullPage: true });

  // The five options are the question's, in the view and in the edit form.
  await rows.filter({ hasText: 'Which planet' }).getByRole('link', { name: /View/ }).click();
  await expect(page.getByText('Wrong Answer 4')).toBeVisible();
  await expect(page.getByText('Mercury')).toBeVisible();
  await page.screenshot({ path: '/tmp/qio-question-view.png', fullPage: true });
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Wrong Answer 4' })).toHaveValue('Mercury');
  await expect(page.getByRole('button', { name: 'Add a wrong answer' })).toBeVisible();
  await page.screenshot({ path: '/tmp/qio-question-form.png', fullPage: true });
});

test('exports the library as Moodle XML from the question list', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectSignedInAt(page, '/admin');
  await page.goto('/admin/question');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export questions' });
  await choose(page, 'Curriculum', 'KKS-BSC-CS');
  await page.screenshot({ path: '/tmp/qio-export-dialog.png', fullPage: true });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('questions-KKS-BSC-CS-2026.xml');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString()).toContain('<quiz>');
});
