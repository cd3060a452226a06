import type { Page } from '@playwright/test';

/**
 * Every route of the web app and the states the accessibility scan opens it in: the one place a
 * new route is added. A unit test (apps/web/src/app/scanned-routes.test.ts) compares this table
 * with the router's route tables and fails when a route is missing here, or listed here and gone.
 *
 * Plain data and Playwright types only: the web unit test imports it without a browser.
 */

/** Who opens the screen: nobody signed in, or the demo school's student, teacher or admin. */
export type Role = 'public' | 'student' | 'teacher' | 'admin';

/** What the scan knows when it builds an address: links seen so far and what it set up. */
export interface Scene {
  /** The first link seen on an earlier screen of the same role whose path matches the route. */
  linkTo(route: string): string;
  /** A test open now, made for the scan, with a question of each type (the student's). */
  openTestID: string;
}

/** One state of a screen: reached from its first paint by `act` (none: the page as it opens). */
export interface ScanState {
  name: string;
  act?: (page: Page) => Promise<void>;
}

interface RowBase {
  role: Role;
  /** The route exactly as the router spells it, e.g. '/admin/edit-curriculum/:id'. */
  route: string;
}

/** A screen the scan opens, in each of its states, at each width. */
export interface ScannedRow extends RowBase {
  states: readonly ScanState[];
  /** Where to open it; a route with parameters defaults to the first link to it already seen. */
  url?: (scene: Scene) => string;
  /** Loads the page anew for each state rather than moving to it inside the app. */
  fresh?: boolean;
}

/** A second route to a screen scanned under another route (the unit test checks it is the same). */
export interface AliasRow extends RowBase {
  sameAs: string;
}

/** A route that only sends the browser to another route (the unit test checks it redirects). */
export interface RedirectRow extends RowBase {
  redirect: true;
}

export type ScreenRow = ScannedRow | AliasRow | RedirectRow;

export const isScanned = (row: ScreenRow): row is ScannedRow => 'states' in row;

// ---- states -------------------------------------------------------------------------------

export const shown: ScanState = { name: 'shown' };

/** Field errors after sending the form empty: the screen's error state. */
const errorsAfter = (button: string, name = 'errors shown'): ScanState => ({
  name,
  act: async (page) => {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await page.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
  },
});

/** A dialog opened by a control on the screen. */
const dialogAfter = (open: (page: Page) => Promise<void>, name = 'dialog open'): ScanState => ({
  name,
  act: async (page) => {
    await open(page);
    await page.getByRole('dialog').first().waitFor();
  },
});

/** A menu opened from the top bar. */
const menuOf = (button: string | RegExp, name: string): ScanState => ({
  name,
  act: async (page) => {
    await page.getByRole('button', { name: button }).first().click();
    await page.getByRole('menu').first().waitFor();
  },
});

const clickButton = (name: string | RegExp) => (page: Page) =>
  page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();
/** Opens the first item of a list of cards (queries) with its View button. */
const viewFirst = (page: Page) => page.getByRole('article').first().getByRole('button', { name: 'View' }).click();

/** A list searched for words nothing matches: the list's empty state. */
const noMatch = (placeholder: string): ScanState => ({
  name: 'nothing matches',
  act: async (page) => {
    await page.getByPlaceholder(placeholder).fill('zzzz-nothing-matches');
    await page.getByText('Nothing matches').first().waitFor();
  },
});

// ---- the table ----------------------------------------------------------------------------

const scanned = (role: Role, route: string, ...states: ScanState[]): ScannedRow => ({
  role,
  route,
  states: states.length ? states : [shown],
});
const at = (role: Role, route: string, url: ScannedRow['url'], ...states: ScanState[]): ScannedRow => ({
  ...scanned(role, route, ...states),
  url,
});
const alias = (role: Role, route: string, sameAs: string): AliasRow => ({ role, route, sameAs });
const redirect = (role: Role, route: string): RedirectRow => ({ role, route, redirect: true });

/** A made-up id and token: the screens' "link is not valid" states. */
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

const publicRows: ScreenRow[] = [
  scanned('public', '/', shown, errorsAfter('Login')),
  alias('public', '/login', '/'),
  scanned('public', '/register', shown, errorsAfter('Register')),
  scanned('public', '/register-success'),
  scanned('public', '/verification', shown, errorsAfter('Send link')),
  scanned('public', '/verify-success'),
  at('public', '/change-password/:id/:token', () => `/change-password/${NO_SUCH}/not-a-token`),
  at('public', '/email-verification/:id/:emailToken', () => `/email-verification/${NO_SUCH}/not-a-token`),
  scanned('public', '/contact', shown, errorsAfter('Send message')),
  scanned('public', '/Subscription'),
  redirect('public', '/certificate'),
  // An empty code sends nothing; an unknown one is the next row's state.
  scanned('public', '/certificate/verify'),
  at('public', '/certificate/verify/:code', () => '/certificate/verify/KKS-NO-SUCH-CODE'),
  scanned('public', '/accessibility'),
  scanned('public', '/not-found'),
];

const studentRows: ScreenRow[] = [
  scanned(
    'student',
    '/student',
    shown,
    menuOf(/^Notifications/, 'notifications open'),
    menuOf(/^User menu/, 'user menu open'),
  ),
  alias('student', '/student/dashboard', '/student'),
  scanned('student', '/student/assignments'),
  scanned('student', '/student/assignment-preview/:id', shown),
  scanned('student', '/student/assignment-result/:id'),
  // The result of the demo's completed test, whose assignment result is linked from Assignments.
  at('student', '/student/test-result/:id', (s) =>
    s.linkTo('/student/assignment-result/:id').replace('/assignment-result/', '/test-result/'),
  ),
  alias('student', '/student/my-queries', '/student/my-queries/open'),
  scanned('student', '/student/my-queries/open', shown, dialogAfter(viewFirst)),
  scanned('student', '/student/my-queries/inprogress', shown, dialogAfter(viewFirst)),
  scanned('student', '/student/my-queries/completed', shown, dialogAfter(viewFirst)),
  scanned('student', '/student/my-queries/raise-query', shown, errorsAfter('Submit')),
  scanned('student', '/student/curriculum'),
  alias('student', '/student/help-from-tutor', '/student/help-from-tutor/open'),
  scanned('student', '/student/help-from-tutor/open'),
  scanned('student', '/student/help-from-tutor/scheduled'),
  redirect('student', '/student/help-from-tutor/completed'),
  scanned('student', '/student/help-from-tutor/request-session', shown, errorsAfter('Submit')),
  scanned('student', '/student/sessions'),
  scanned('student', '/student/session-preview/:id'),
  scanned('student', '/student/lab'),
  scanned('student', '/student/StudentTraining'),
  scanned('student', '/student/Subscription'),
  scanned('student', '/student/pricing'),
  scanned('student', '/student/purchases'),
  redirect('student', '/student/video'),
  scanned('student', '/student/schedule'),
  scanned(
    'student',
    '/student/profile',
    shown,
    dialogAfter(async (page) => {
      await clickButton(/^User menu/)(page);
      await page.getByRole('menuitem', { name: 'Change Curriculum' }).click();
    }, 'change curriculum open'),
  ),
  scanned('student', '/student/certificate'),
  // Last: a test once open asks before the reader leaves it.
  {
    ...at('student', '/student/test-view/:id', (s) => `/student/test-view/${s.openTestID}`, shown, {
      name: 'started',
      act: async (page) => {
        await page.getByRole('button', { name: 'Start', exact: true }).click();
        await page.getByRole('heading', { name: /Question 1/ }).waitFor();
      },
    }),
    // Loaded afresh: the running test holds the reader on the page (its exit prompt) until they leave it.
    fresh: true,
  },
];

const teacherRows: ScreenRow[] = [
  scanned('teacher', '/teacher', shown, menuOf(/^Notifications/, 'notifications open')),
  alias('teacher', '/teacher/dashboard', '/teacher'),
  scanned('teacher', '/teacher/calender'),
  scanned('teacher', '/teacher/profile'),
  scanned('teacher', '/teacher/teacher-session'),
  scanned('teacher', '/teacher/assignments-list'),
  scanned('teacher', '/teacher/assignment-correction/:id/:cc'),
  // Linked from the correction page's Statistics button; the marks table from the statistics page.
  scanned('teacher', '/teacher/test-statistics/:id'),
  scanned('teacher', '/teacher/test-marks/:id'),
  scanned('teacher', '/teacher/assignment-marking/:id/:cc'),
  scanned('teacher', '/teacher/queries-list', shown, dialogAfter(viewFirst)),
  scanned('teacher', '/teacher/queries-inprogess', shown, dialogAfter(viewFirst)),
  scanned('teacher', '/teacher/queries-closed'),
];

/** An admin list and its add (empty and with errors), edit and view forms. */
const adminCrud = (base: string, param: string, save: string | null, search?: string): ScreenRow[] => [
  scanned('admin', `/admin/${base}`, shown, ...(search ? [noMatch(search)] : [])),
  scanned('admin', `/admin/add-${base}`, shown, ...(save ? [errorsAfter(save)] : [])),
  scanned('admin', `/admin/edit-${base}/:${param}`),
  scanned('admin', `/admin/view-${base}/:${param}`),
];

const adminRows: ScreenRow[] = [
  scanned(
    'admin',
    '/admin',
    shown,
    menuOf(/^Notifications/, 'notifications open'),
    menuOf(/^User menu/, 'user menu open'),
  ),
  alias('admin', '/admin/dashboard', '/admin'),
  ...adminCrud('curriculum', 'id', 'Submit', 'Search Curriculum'),
  ...adminCrud('subject', 'id', 'Submit'),
  ...adminCrud('course-content', 'id', 'Submit'),
  ...adminCrud('question', 'questionID', 'Submit'),
  // Submit waits for the question list and a ticked question: no empty send to make.
  ...adminCrud('template', 'id', null),
  scanned('admin', '/admin/assessment'),
  scanned('admin', '/admin/add-assessment', shown, errorsAfter('Submit')),
  // The list's Edit opens the form, its fields locked by the test's phase.
  scanned('admin', '/admin/edit-assessment/:id'),
  scanned('admin', '/admin/view-assessment/:id/:cc'),
  scanned('admin', '/admin/test-statistics/:id'),
  scanned('admin', '/admin/test-marks/:id'),
  // With the demo curriculum chosen, so the table is there to scan.
  at('admin', '/admin/gradebook', () => '/admin/gradebook?curriculum=KKS-BSC-CS-2026'),
  scanned('admin', '/admin/staff'),
  scanned('admin', '/admin/add-staff', shown, errorsAfter('Submit')),
  scanned('admin', '/admin/edit-staff/:id'),
  scanned('admin', '/admin/add-staff-role', shown, errorsAfter('Submit')),
  scanned('admin', '/admin/student'),
  scanned('admin', '/admin/student-view/:id'),
  scanned('admin', '/admin/student-edit/:id'),
  scanned('admin', '/admin/student-import'),
  scanned('admin', '/admin/acceptance'),
  scanned('admin', '/admin/video'),
  // Upload stays disabled until a chapter and a file are chosen: no error state to reach.
  scanned('admin', '/admin/add-video'),
  scanned('admin', '/admin/add-read'),
  scanned('admin', '/admin/HrModule'),
  scanned('admin', '/admin/schedule'),
  scanned('admin', '/admin/images'),
  scanned('admin', '/admin/certificates'),
  scanned('admin', '/admin/session-admin'),
  scanned('admin', '/admin/test-link'),
  scanned('admin', '/admin/profile'),
  scanned('admin', '/admin/audit'),
  at('admin', '/admin/inactiveUser/:id', () => `/admin/inactiveUser/${NO_SUCH}`),
  scanned('admin', '/admin/org-admin'),
  alias('admin', '/orgadmin', '/orgadmin/Oragnization'),
  scanned('admin', '/orgadmin/Oragnization'),
  scanned('admin', '/orgadmin/AddOragnization'),
  scanned('admin', '/orgadmin/PracticalSession'),
  scanned('admin', '/orgadmin/ClassroomScheduling'),
];

/** In the order the scan opens them: a screen with links comes before the routes they lead to. */
export const screens: readonly ScreenRow[] = [...publicRows, ...studentRows, ...teacherRows, ...adminRows];
