import type { AreaRoute } from '../../components/route-table.tsx';
import { StudentProfilePage } from '../../features/accounts/profile-page.tsx';
import { AssignmentPreviewPage } from './assignments/assignment-preview-page.tsx';
import { AssignmentResultPage } from './assignments/assignment-result-page.tsx';
import { AssignmentsPage } from './assignments/assignments-page.tsx';
import { LabPage } from './assignments/lab-page.tsx';
import { StudentCurriculumPage } from './curriculum/student-curriculum-page.tsx';
import { StudentDashboard } from './student-dashboard.tsx';
import { StudentSubscriptionPage } from './subscription/student-subscription-page.tsx';
import { TestResultPage } from './test/test-result-page.tsx';
import { TestViewPage } from './test/test-view-page.tsx';

/** Every /student screen of the spec (§2, Student area). */
export const studentRoutes: readonly AreaRoute[] = [
  { path: '', title: 'Dashboard', Component: StudentDashboard },
  { path: 'dashboard', title: 'Dashboard', Component: StudentDashboard },
  { path: 'assignments', title: 'Assignments', Component: AssignmentsPage },
  { path: 'assignment-preview/:id', title: 'Assignment Preview', Component: AssignmentPreviewPage },
  { path: 'assignment-result/:id', title: 'Assignment Result', Component: AssignmentResultPage },
  { path: 'test-view/:id', title: 'Test', Component: TestViewPage },
  { path: 'test-result/:id', title: 'Result Summary', Component: TestResultPage },
  { path: 'my-queries/open', title: 'My Queries: Open' },
  { path: 'my-queries/inprogress', title: 'My Queries: Inprogress' },
  { path: 'my-queries/completed', title: 'My Queries: Completed' },
  { path: 'my-queries/raise-query', title: 'Raise Query' },
  { path: 'curriculum', title: 'Curriculum', Component: StudentCurriculumPage },
  { path: 'help-from-tutor/open', title: 'Help From Tutor: Open' },
  { path: 'help-from-tutor/scheduled', title: 'Help From Tutor: Scheduled' },
  { path: 'help-from-tutor/completed', title: 'Help From Tutor: Completed' },
  { path: 'help-from-tutor/request-session', title: 'Request A Session' },
  { path: 'sessions', title: 'Sessions' },
  { path: 'session-preview/:id', title: 'Session Details' },
  { path: 'lab', title: 'Lab', Component: LabPage },
  { path: 'StudentTraining', title: 'Student Training' },
  { path: 'Subscription', title: 'Subscription', Component: StudentSubscriptionPage },
  { path: 'video', title: 'Video' },
  { path: 'schedule', title: 'Calender' },
  { path: 'profile', title: 'Profile', Component: StudentProfilePage },
  { path: 'certificate', title: 'Certificate' },
];

/** Full-screen test pages hide the navbar (spec §2). */
export const studentPathsWithoutNavbar = ['/student/test-view/:id', '/student/test-result/:id'] as const;
