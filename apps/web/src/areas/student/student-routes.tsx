import { lazyPage } from '../../components/lazy-page.tsx';
import type { AreaRoute } from '../../components/route-table.tsx';
import { ProfilePage } from '../../features/accounts/profile-page.tsx';
import { CalendarFeedCard } from '../../features/notifications/calendar-feed-card.tsx';
import { StudentCurriculumPage } from './curriculum/student-curriculum-page.tsx';
import { StudentDashboard } from './student-dashboard.tsx';
import { StudentSubscriptionPage } from './subscription/student-subscription-page.tsx';

const StudentCalendarPage = lazyPage(() => import('./calendar/student-calendar-page.tsx'), 'StudentCalendarPage');

const MyQueriesCompleted = lazyPage(() => import('./queries/my-queries-page.tsx'), 'MyQueriesCompleted');
const MyQueriesInprogress = lazyPage(() => import('./queries/my-queries-page.tsx'), 'MyQueriesInprogress');
const MyQueriesOpen = lazyPage(() => import('./queries/my-queries-page.tsx'), 'MyQueriesOpen');

const RaiseQueryPage = lazyPage(() => import('./queries/raise-query-page.tsx'), 'RaiseQueryPage');

const HelpFromTutorOpen = lazyPage(() => import('./sessions/help-from-tutor-page.tsx'), 'HelpFromTutorOpen');
const HelpFromTutorScheduled = lazyPage(() => import('./sessions/help-from-tutor-page.tsx'), 'HelpFromTutorScheduled');

const RequestSessionPage = lazyPage(() => import('./sessions/request-session-page.tsx'), 'RequestSessionPage');

const SessionPreviewPage = lazyPage(() => import('./sessions/session-preview-page.tsx'), 'SessionPreviewPage');

const MyPurchasesPage = lazyPage(() => import('./purchases/my-purchases-page.tsx'), 'MyPurchasesPage');
const CertificatePage = lazyPage(() => import('./certificate/certificate-page.tsx'), 'CertificatePage');

const SessionsPage = lazyPage(() => import('./sessions/sessions-page.tsx'), 'SessionsPage');
// Assignment and test screens load when first opened, keeping the area's first load small.
const AssignmentsPage = lazyPage(() => import('./assignments/assignments-page.tsx'), 'AssignmentsPage');
const AssignmentPreviewPage = lazyPage(
  () => import('./assignments/assignment-preview-page.tsx'),
  'AssignmentPreviewPage',
);
const AssignmentResultPage = lazyPage(() => import('./assignments/assignment-result-page.tsx'), 'AssignmentResultPage');
const PricingPage = lazyPage(() => import('./pricing/pricing-page.tsx'), 'PricingPage');
const StudentTrainingPage = lazyPage(() => import('./training/student-training-page.tsx'), 'StudentTrainingPage');
const LabPage = lazyPage(() => import('./assignments/lab-page.tsx'), 'LabPage');
const TestViewPage = lazyPage(() => import('./test/test-view-page.tsx'), 'TestViewPage');
const TestResultPage = lazyPage(() => import('./test/test-result-page.tsx'), 'TestResultPage');

/** Every /student screen of the spec (§2, Student area). */
export const studentRoutes: readonly AreaRoute[] = [
  { path: '', title: 'Dashboard', Component: StudentDashboard },
  { path: 'dashboard', title: 'Dashboard', Component: StudentDashboard },
  { path: 'assignments', title: 'Assignments', Component: AssignmentsPage },
  { path: 'assignment-preview/:id', title: 'Assignment Preview', Component: AssignmentPreviewPage },
  { path: 'assignment-result/:id', title: 'Assignment Result', Component: AssignmentResultPage },
  { path: 'test-view/:id', title: 'Test', Component: TestViewPage },
  { path: 'test-result/:id', title: 'Result Summary', Component: TestResultPage },
  { path: 'my-queries', title: 'My Queries', Component: MyQueriesOpen },
  { path: 'my-queries/open', title: 'My Queries: Open', Component: MyQueriesOpen },
  { path: 'my-queries/inprogress', title: 'My Queries: Inprogress', Component: MyQueriesInprogress },
  { path: 'my-queries/completed', title: 'My Queries: Completed', Component: MyQueriesCompleted },
  { path: 'my-queries/raise-query', title: 'Raise Query', Component: RaiseQueryPage },
  { path: 'curriculum', title: 'Curriculum', Component: StudentCurriculumPage },
  { path: 'help-from-tutor', title: 'Help From Tutor', Component: HelpFromTutorOpen },
  { path: 'help-from-tutor/open', title: 'Help From Tutor: Open', Component: HelpFromTutorOpen },
  { path: 'help-from-tutor/scheduled', title: 'Help From Tutor: Scheduled', Component: HelpFromTutorScheduled },
  // Completed tutoring sessions are listed on Sessions, under Completed Sessions.
  { path: 'help-from-tutor/completed', title: 'Help From Tutor: Completed', redirectTo: '/student/sessions' },
  { path: 'help-from-tutor/request-session', title: 'Request A Session', Component: RequestSessionPage },
  { path: 'sessions', title: 'Sessions', Component: SessionsPage },
  { path: 'session-preview/:id', title: 'Session Details', Component: SessionPreviewPage },
  { path: 'lab', title: 'Lab', Component: LabPage },
  { path: 'StudentTraining', title: 'Student Training', Component: StudentTrainingPage },
  { path: 'Subscription', title: 'Subscription', Component: StudentSubscriptionPage },
  // The spec names no route for the pricing page; this one sits beside Subscription.
  { path: 'pricing', title: 'Pricing', Component: PricingPage },
  { path: 'purchases', title: 'My Purchases', Component: MyPurchasesPage },
  // Chapter videos play from the curriculum screen's chapter rows.
  { path: 'video', title: 'Video', redirectTo: '/student/curriculum' },
  { path: 'schedule', title: 'Calender', Component: StudentCalendarPage },
  { path: 'profile', title: 'Profile', Component: StudentProfilePage },
  { path: 'certificate', title: 'Certificate', Component: CertificatePage },
];

/** Full-screen test pages hide the navbar (spec §2). */
export const studentPathsWithoutNavbar = ['/student/test-view/:id', '/student/test-result/:id'] as const;

function StudentProfilePage() {
  return (
    <ProfilePage area="student">
      <CalendarFeedCard />
    </ProfilePage>
  );
}
