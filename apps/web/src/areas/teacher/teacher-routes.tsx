import { lazyPage } from '../../components/lazy-page.tsx';
import type { AreaRoute } from '../../components/route-table.tsx';
import { ProfilePage } from '../../features/accounts/profile-page.tsx';
import { CalendarFeedCard } from '../../features/notifications/calendar-feed-card.tsx';
import { TeacherDashboard } from './teacher-dashboard.tsx';

const TeacherCalendarPage = lazyPage(() => import('./calendar/teacher-calendar-page.tsx'), 'TeacherCalendarPage');

const TeacherQueriesClosed = lazyPage(() => import('./queries/teacher-queries-page.tsx'), 'TeacherQueriesClosed');
const TeacherQueriesInprogress = lazyPage(
  () => import('./queries/teacher-queries-page.tsx'),
  'TeacherQueriesInprogress',
);
const TeacherQueriesOpen = lazyPage(() => import('./queries/teacher-queries-page.tsx'), 'TeacherQueriesOpen');

const TeacherSessionPage = lazyPage(() => import('./sessions/teacher-session-page.tsx'), 'TeacherSessionPage');
const AssignmentsListPage = lazyPage(() => import('./assignments/assignments-list-page.tsx'), 'AssignmentsListPage');
const QuestionMarkingPage = lazyPage(() => import('./assignments/question-marking-page.tsx'), 'QuestionMarkingPage');
const AssignmentCorrectionPage = lazyPage(
  () => import('./assignments/assignment-correction-page.tsx'),
  'AssignmentCorrectionPage',
);
const TeacherTestStatisticsPage = lazyPage(
  () => import('./assignments/statistics-pages.tsx'),
  'TeacherTestStatisticsPage',
);
const TeacherTestMarksPage = lazyPage(() => import('./assignments/statistics-pages.tsx'), 'TeacherTestMarksPage');

/** Every /teacher screen of the spec (§2, Teacher area); the spec spells some paths this way. */
export const teacherRoutes: readonly AreaRoute[] = [
  { path: '', title: 'Dashboard', Component: TeacherDashboard },
  { path: 'dashboard', title: 'Dashboard', Component: TeacherDashboard },
  { path: 'calender', title: 'Calender', Component: TeacherCalendarPage },
  { path: 'profile', title: 'Profile', Component: TeacherProfilePage },
  { path: 'teacher-session', title: 'Session', Component: TeacherSessionPage },
  { path: 'assignments-list', title: 'Assignments', Component: AssignmentsListPage },
  { path: 'assignment-correction/:id/:cc', title: 'Assignment Correction', Component: AssignmentCorrectionPage },
  { path: 'test-statistics/:id', title: 'Test statistics', Component: TeacherTestStatisticsPage },
  { path: 'test-marks/:id', title: 'Marks per question', Component: TeacherTestMarksPage },
  { path: 'assignment-marking/:id/:cc', title: 'Marking by question', Component: QuestionMarkingPage },
  { path: 'queries-list', title: 'Queries: Open', Component: TeacherQueriesOpen },
  { path: 'queries-inprogess', title: 'Queries: In Progress', Component: TeacherQueriesInprogress },
  { path: 'queries-closed', title: 'Queries: Closed', Component: TeacherQueriesClosed },
];

function TeacherProfilePage() {
  return (
    <ProfilePage area="teacher">
      <CalendarFeedCard />
    </ProfilePage>
  );
}
