import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiAsDemo } from '../support/api.ts';
import { DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { expectSignedInAt, signIn } from '../support/login.ts';
import { scanRole, summarise } from './scan-run.ts';
import type { Role } from './screens.ts';

/*
 * The body of the scan's tests (accessibility.spec.ts, and accessibility-student.spec.ts for the
 * student's screens): axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) on every route of a role, in
 * each state of the table in screens.ts, at 1366 and 390 px. Any violation fails the test, which
 * lists each one with its route, state, width and elements.
 */

/**
 * The scan's page options. axe is injected as a script, which the app's Content-Security-Policy
 * refuses unless bypassed. Motion reduced, as the system setting asks: transitions end at once,
 * so no half-faded colour is measured.
 */
export const SCAN_PAGE = {
  bypassCSP: true,
  reducedMotion: 'reduce' as const,
  viewport: { width: 1366, height: 768 },
  // A control a state needs that is not there fails that state soon, not at the test's end.
  actionTimeout: 15_000,
};

/** Each role opens dozens of screens in several states, two scans each: a few minutes for the admin. */
export const SCAN_TIMEOUT = 1_800_000;

const CURRICULUM = 'KKS-BSC-CS-2026';

/** The school's today, as the API carries dates (Asia/Kolkata). */
const schoolDay = (offset: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** A test open now for the demo student, with one question of each type the demo library has. */
async function openTestWithEveryType(request: APIRequestContext): Promise<string> {
  const admin = await apiAsDemo(request, DEMO.admin);
  const place = { curriculumCode: CURRICULUM, subject: 'Mathematics' };
  const library = await admin<{ data: { questionID: string; questionType: string; questionmarks: number }[] }>(
    '/getQuestion',
    { ...place, role: 'Admin' },
  );
  const oneOfEach = [...new Map(library.data.map((q) => [q.questionType, q])).values()];
  const created = await admin<{ data: { testID: string } }>('/createAssessment', {
    ...place,
    topic: '',
    chapter: '',
    assessmentName: `Accessibility scan ${Date.now().toString(36)}`,
    type: 'Private',
    startdate: schoolDay(0),
    enddate: schoolDay(1),
    startTime: '00:00',
    endTime: '23:30',
    assignmentMode: 'Mandatory',
    maxQuestions: oneOfEach.length,
    maxWeightage: oneOfEach.reduce((sum, q) => sum + q.questionmarks, 0),
    labSession: false,
    assessmentType: 'Students',
    question_ids: oneOfEach.map((q) => ({ questionID: q.questionID })),
  });
  return created.data.testID;
}

/** Two of the demo school's extra students (seed/demo-conversations.ts). */
const DEMO_CERTIFICATE_HOLDERS = {
  early: { email: 'student12@demo.kaksha.local', name: 'Lakshmi Demo' },
  revoked: { email: 'student11@demo.kaksha.local', name: 'Farhan Demo' },
};

/**
 * Certificates in the states the admin's list draws apart, on two demo students no other browser
 * test gives one: issued early with its reason, and issued early then revoked with its reason.
 * Run again (a retry), it finds them and adds nothing.
 */
async function certificatesOfEveryKind(request: APIRequestContext): Promise<void> {
  const admin = await apiAsDemo(request, DEMO.admin);
  type Row = { userID: string; revokedOn: string | null; certificateCode: string };
  const certificatesOf = async ({ email, name }: { email: string; name: string }) => {
    const [student] = (await admin<{ data: { userID: string }[] }>('/getStudentList', { search: email })).data;
    if (!student) throw new Error(`no demo student ${email}`);
    const { data } = await admin<{ data: Row[] }>('/getCertificates', { search: name });
    return { userID: student.userID, held: data.filter((row) => row.userID === student.userID) };
  };
  const issueEarly = (userID: string) =>
    admin<{ data: Row }>('/issueCertificate', {
      userID,
      curriculumCode: CURRICULUM,
      reason: 'Moving abroad; examined separately',
    });

  const early = await certificatesOf(DEMO_CERTIFICATE_HOLDERS.early);
  if (!early.held.some((row) => row.revokedOn === null)) await issueEarly(early.userID);
  const revoked = await certificatesOf(DEMO_CERTIFICATE_HOLDERS.revoked);
  if (!revoked.held.some((row) => row.revokedOn !== null)) {
    const { data } = await issueEarly(revoked.userID);
    await admin('/revokeCertificate', { code: data.certificateCode, reason: 'Issued to the wrong student' });
  }
}

const accounts: Record<Exclude<Role, 'public'>, { email: string; area: '/student' | '/teacher' | '/admin' }> = {
  student: { email: DEMO.student, area: '/student' },
  teacher: { email: DEMO.teacher, area: '/teacher' },
  admin: { email: DEMO.admin, area: '/admin' },
};

async function enterAs(page: Page, role: Role): Promise<void> {
  if (role === 'public') {
    await page.goto('/');
    return;
  }
  const { email, area } = accounts[role];
  await signIn(page, email, DEMO_PASSWORD);
  await expectSignedInAt(page, area);
}

/** A test that signs in as the role (or stays signed out) and scans all its screens. */
export const scanScreensOf =
  (role: Role) =>
  async ({ page, request }: { page: Page; request: APIRequestContext }): Promise<void> => {
    const openTestID = role === 'student' ? await openTestWithEveryType(request) : '';
    if (role === 'admin') await certificatesOfEveryKind(request);
    await enterAs(page, role);
    const started = Date.now();
    const views = await scanRole(page, role, openTestID);
    const summary = summarise(role, views);
    // The time per page view, so a slower scan shows in the log before it shows in CI's total.
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `${summary}\n  scanned in ${seconds.toFixed(0)} s, ${((seconds * 1000) / views.length).toFixed(0)} ms a page view`,
    );
    const failing = views.filter((view) => view.violations.length > 0);
    expect(failing.length, summary).toBe(0);
  };
