import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { scan, WIDTHS } from './accessibility/axe.ts';
import { setTextSize, sidewaysOverflow } from './accessibility/reflow.ts';
import { apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { keepScreenshot, reviewShot } from './support/screenshots.ts';

const CURRICULUM = { name: 'KKS-BSC-CS', code: 'KKS-BSC-CS-2026' };
/** The demo school's finished test (seed/demo-statistics.ts): fourteen students sat it. */
const FINISHED = 'Sets and Logic end-of-topic test';

interface ListedTest {
  testID: string;
  assessmentName: string;
  curriculumCode: string;
  maxWeightage: number;
}

/** A CSV's rows as cells: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function finishedTest(request: Parameters<typeof apiAsDemo>[0]): Promise<ListedTest> {
  const admin = await apiAsDemo(request, DEMO.admin);
  const list = await admin<{ data: ListedTest[] }>('/getAssessmentsList', {});
  const found = list.data.find((a) => a.assessmentName === FINISHED);
  if (!found) throw new Error(`the demo school has no ${FINISHED}`);
  return found;
}

async function expectStatisticsPage(page: Page) {
  await expect(page.getByRole('heading', { name: `Statistics: ${FINISHED}` })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Test summary' });
  await expect(summary.getByText('Attempts counted')).toBeVisible();
  await expect(summary.getByText('14', { exact: true })).toBeVisible();
  await expect(summary.getByText("Cronbach's alpha")).toBeVisible();
  // The histogram: bars drawn by the chart, the counts in a table for screen readers.
  const histogram = page.getByRole('region', { name: 'Score histogram' });
  const bars = histogram.locator('.recharts-bar-rectangle path');
  await expect(bars.first()).toBeVisible();
  // Scores spread over several tenths of the marks (an empty tenth draws no bar).
  await expect.poll(() => bars.count()).toBeGreaterThanOrEqual(4);
  // The table: a row per question (nine), the flagged ones said so.
  const table = page.getByRole('table', { name: 'Question statistics' });
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(table.getByText('Very easy (facility above 0.9)')).toBeVisible();
  await expect(table.getByText('Low discrimination (below 0.2)').first()).toBeVisible();
  await expect(page.getByText(/\bNaN\b/)).toHaveCount(0);
}

test.describe('item analysis and the gradebook', () => {
  test("the statistics page of the demo's finished test shows its table and histogram", async ({ page, request }) => {
    const finished = await finishedTest(request);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
    await page.goto(`/admin/view-assessment/${finished.testID}/${CURRICULUM.code}`);
    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/test-statistics/${finished.testID}$`));
    await expectStatisticsPage(page);
    await reviewShot(page, 'test-statistics');
    await keepScreenshot(page, 'admin-test-statistics');
    await page.screenshot({ path: '/tmp/stats-test-statistics.png', fullPage: true });

    // A reader hovers the last tenth's bar, then zooms the text to 200 %: the tooltip drawn before
    // the text grew stays inside the chart's box, and the page does not scroll sideways (it did).
    const chart = page.getByTestId('score-histogram');
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (!box) throw new Error('the histogram has no box');
    await page.mouse.move(box.x + box.width * 0.97, box.y + box.height * 0.4);
    await expect(chart.locator('.recharts-tooltip-wrapper')).toBeVisible();
    await setTextSize(page, 200);
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await setTextSize(page, 100);

    // Each student's marks per question, reached from the statistics page.
    await page.getByRole('link', { name: 'Marks per question' }).click();
    const marks = page.getByRole('table', { name: 'Marks per question' });
    await expect(marks.getByRole('row')).toHaveCount(15);
    await expect(marks.getByText('Aarav Mehta')).toBeVisible();
    await page.screenshot({ path: '/tmp/stats-test-marks.png', fullPage: true });
  });

  test("the test's teacher reaches the same page from the correction screen", async ({ page, request }) => {
    const finished = await finishedTest(request);
    await signIn(page, DEMO.teacher, DEMO_PASSWORD);
    await expectSignedInAt(page, '/teacher');
    await page.goto(`/teacher/assignment-correction/${finished.testID}/${CURRICULUM.code}`);
    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect(page).toHaveURL(new RegExp(`/teacher/test-statistics/${finished.testID}$`));
    await expectStatisticsPage(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/stats-teacher-statistics-phone.png', fullPage: true });
  });

  test('a gradebook CSV downloads and opens with the right columns', async ({ page, request }) => {
    const finished = await finishedTest(request);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
    await page.getByRole('link', { name: 'Gradebook' }).click();
    await page.getByRole('combobox', { name: 'Curriculum', exact: true }).click();
    await page.getByRole('option', { name: CURRICULUM.name, exact: true }).click();
    const book = page.getByRole('table', { name: 'Gradebook' });
    await expect(book.getByRole('link', { name: FINISHED })).toBeVisible();
    await page.screenshot({ path: '/tmp/stats-gradebook.png', fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gradebook-KKS-BSC-CS-2026-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const bytes = fs.readFileSync(path);
    // UTF-8 with a byte-order mark, so a spreadsheet reads the names right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    const header = rows[0] ?? [];
    expect(header.slice(0, 2)).toEqual(['Student', 'Email']);
    expect(header.slice(-4)).toEqual(['Total', 'Out of', 'Percentage', 'Grade']);
    const column = header.indexOf(`${finished.testID} ${FINISHED} (${finished.maxWeightage})`);
    expect(column).toBeGreaterThan(1);
    expect(header[column + 1]).toBe(`${finished.testID} Grade`);
    // Every row has every column; the fourteen who sat the test have marks and a grade in it.
    expect(rows.every((r) => r.length === header.length)).toBe(true);
    const sat = rows.slice(1).filter((r) => r[column] !== '' && !Number.isNaN(Number(r[column])));
    expect(sat.length).toBeGreaterThanOrEqual(14);
    const zoya = rows.find((r) => r[0] === 'Zoya Qureshi');
    expect(zoya?.[1]).toBe('zoya.qureshi@demo.kaksha.local');
    expect(zoya?.[column + 1]).toMatch(/^[ABCD]$/);

    // The screen shows fifty students a page, by name: the search finds her on whichever page.
    await page.getByRole('textbox', { name: 'Search students' }).fill('Zoya');
    await expect(book.getByText('Zoya Qureshi')).toBeVisible();
  });
});

test.describe('the new screens pass axe (WCAG 2.2 A and AA) at 1366 and 390 px', () => {
  // axe is injected as a script, which the app's Content-Security-Policy refuses unless bypassed.
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test('statistics, marks per question and the gradebook', async ({ page, request }) => {
    const finished = await finishedTest(request);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
    const screens = [
      {
        url: `/admin/test-statistics/${finished.testID}`,
        ready: page.getByRole('table', { name: 'Question statistics' }),
      },
      { url: `/admin/test-marks/${finished.testID}`, ready: page.getByRole('table', { name: 'Marks per question' }) },
      { url: `/admin/gradebook?curriculum=${CURRICULUM.code}`, ready: page.getByRole('table', { name: 'Gradebook' }) },
    ];
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width: width.width, height: width.height });
      for (const screen of screens) {
        await page.goto(screen.url);
        await expect(screen.ready).toBeVisible();
        for (const v of await scan(page))
          found.push(`${screen.url} at ${width.name}: ${v.rule} (${v.help}) ${v.targets.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });
});
