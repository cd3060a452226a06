import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { scan } from './accessibility/axe.ts';
import { adminApi, apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD, E2E_ADMIN } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';

const SCHOOL_ZONE = 'Asia/Kolkata';
const SHOTS = path.resolve(import.meta.dirname, '.artifacts/screens');

// The reader sits far from the school: every time must still be the school's. (axe is injected
// as a script, which the app's Content-Security-Policy refuses unless bypassed.)
test.use({ timezoneId: 'America/New_York', bypassCSP: true });

/** The school's calendar day `days` from now: `YYYY-MM-DD`, and as people read it, DD/MM/YYYY. */
function schoolDay(days: number) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_ZONE }).format(new Date(Date.now() + days * 864e5));
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}/${m}/${y}`, month: `${y}-${m}` };
}

/** 15:00 in the school (09:30 UTC): the session Google Calendar and Outlook once moved to 09:30. */
const atSchool = (isoDay: string, time: string) => new Date(`${isoDay}T${time}:00+05:30`).toISOString();

const title = `Mathematics: Integration by parts with worked examples ${Date.now().toString(36)}`;
const day = schoolDay(1);

/** A student's request with a long title, accepted by the teacher: on the student's calendar. */
test.beforeAll(async ({ request }) => {
  const student = await apiAsDemo(request, DEMO.student);
  const asked = await student('/sessionInsert', {
    title,
    curriculumCode: 'KKS-BSC-CS-2026',
    subject: 'Mathematics',
    topic: 'Calculus',
    chapter: 'Derivatives',
    desc: '<p>Please go through integration by parts.</p>',
    start: atSchool(day.iso, '15:00'),
    end: atSchool(day.iso, '16:00'),
  });
  const teacher = await apiAsDemo(request, DEMO.teacher);
  await teacher('/sessionStatus', { sessionID: asked.data.sessionID, status: 'ACCEPTED' });
});

/** Moves the month shown to the one holding the session (tomorrow may be next month). */
async function showSessionMonth(page: Page) {
  if (day.month !== schoolDay(0).month) await page.getByRole('button', { name: 'Next month' }).click();
}

test.describe("one date format, in the school's time zone, on every screen", () => {
  test('the student reaches the calendar from the menu, reads whole titles and DD/MM/YYYY HH:mm times', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Student navigation' }).getByRole('link', { name: 'Calender' }).click();
    await expect(page).toHaveURL(/\/student\/schedule$/);
    await expect(page.getByRole('heading', { name: 'Calender' })).toBeVisible();

    // The month, with the event's whole title on screen, not "Mathe...".
    await showSessionMonth(page);
    const event = page.locator('.fc-daygrid-event', { hasText: title });
    await expect(event).toBeVisible();
    const eventTitle = event.locator('.fc-event-title');
    await expect(eventTitle).toHaveText(title);
    const clipped = await eventTitle.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(clipped).toBe(false);
    await page.screenshot({ path: path.join(SHOTS, 'calendar-1366.png'), fullPage: true });
    expect(await scan(page)).toEqual([]);

    // The session's times in the modal: the school's 15:00, however New York reads it.
    await event.click();
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText(`${day.shown} 15:00`);
    await expect(modal).toContainText(`${day.shown} 16:00`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1200, height: 900 });
    // FullCalendar lays its grid out again a moment after a resize.
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SHOTS, 'calendar-1200.png') });

    // The bell: the scheduled session at its time as people read it, not 2026-11-30T09:30:00.000Z.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const bell = page.getByRole('menu');
    await expect(bell.getByText(`${title} on ${day.shown} 15:00`)).toBeVisible();
    await expect(bell).not.toContainText('T09:30:00');
    // And when each came, the same way.
    await expect(bell.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible();
  });

  test('an administrator reads the same DD/MM/YYYY in lists', async ({ page, request }) => {
    const admin = await adminApi(request);
    const curricula = await admin('/getAllCurriculum?all=true');
    const demo = (curricula.data as { curriculumCode: string; endDate: string }[]).find(
      (c) => c.curriculumCode === 'KKS-BSC-CS-2026',
    );
    expect(demo).toBeTruthy();
    const [y, m, d] = (demo?.endDate ?? '').split('-');
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    await page.goto('/admin/curriculum');
    const row = page.getByRole('row', { name: /KKS-BSC-CS-2026/ });
    await expect(row).toContainText(`${d}/${m}/${y}`);
  });

  test('on a phone the calendar opens as a list by day, and the month has one-letter day heads', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('navigation', { name: 'Student menu' }).getByRole('link', { name: 'Calender' }).click();
    await expect(page).toHaveURL(/\/student\/schedule$/);

    await showSessionMonth(page);
    const list = page.locator('.fc-list');
    await expect(list).toBeVisible();
    await expect(list.locator('.fc-list-event-title', { hasText: title })).toHaveText(title);
    await expect(list.locator('.fc-list-day-side-text', { hasText: day.shown })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: path.join(SHOTS, 'calendar-390-list.png'), fullPage: true });
    expect(await scan(page)).toEqual([]);
    // A row of the list opens the session like an event of the month.
    await list.locator('.fc-list-event', { hasText: title }).click();
    await expect(page.getByRole('dialog')).toContainText(`${day.shown} 15:00`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const heads = await page.locator('.fc-col-header-cell').allTextContents();
    expect(heads).toHaveLength(7);
    for (const head of heads) expect(head.trim()).toHaveLength(1);
    // Each session is marked by its time; its title is read out, the list shows it whole.
    const marked = page.locator('.fc-daygrid-event', { hasText: title });
    await expect(marked).toContainText('15:00');
    await page.screenshot({ path: path.join(SHOTS, 'calendar-390-month.png'), fullPage: true });
    expect(await scan(page)).toEqual([]);
  });
});
