import type { AreaRoute } from '../../components/route-table.tsx';
import { TeacherProfilePage } from '../../features/accounts/profile-page.tsx';
import { AssignmentCorrectionPage } from './assignments/assignment-correction-page.tsx';
import { AssignmentsListPage } from './assignments/assignments-list-page.tsx';
import { TeacherDashboard } from './teacher-dashboard.tsx';

/** Every /teacher screen of the spec (§2, Teacher area); the spec spells some paths this way. */
export const teacherRoutes: readonly AreaRoute[] = [
  { path: '', title: 'Dashboard', Component: TeacherDashboard },
  { path: 'dashboard', title: 'Dashboard', Component: TeacherDashboard },
  { path: 'calender', title: 'Calender' },
  { path: 'profile', title: 'Profile', Component: TeacherProfilePage },
  { path: 'teacher-session', title: 'Session' },
  { path: 'assignments-list', title: 'Assignments', Component: AssignmentsListPage },
  { path: 'assignment-correction/:id/:cc', title: 'Assignment Correction', Component: AssignmentCorrectionPage },
  { path: 'queries-list', title: 'Queries: Open' },
  { path: 'queries-inprogess', title: 'Queries: In Progress' },
  { path: 'queries-closed', title: 'Queries: Closed' },
];
