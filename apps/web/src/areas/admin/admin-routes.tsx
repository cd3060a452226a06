import type { AreaRoute } from '../../components/route-table.tsx';
import { AdminProfilePage } from '../../features/accounts/profile-page.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';

/** A list screen and its add, edit and view forms, named as the admin spec names them. */
const crud = (base: string, noun: string, listTitle: string, param = 'id'): AreaRoute[] => [
  { path: base, title: listTitle },
  { path: `add-${base}`, title: `Add ${noun}` },
  { path: `edit-${base}/:${param}`, title: `Edit ${noun}` },
  { path: `view-${base}/:${param}`, title: `View ${noun}` },
];

/** Every /admin screen of the admin spec (§2). */
export const adminRoutes: readonly AreaRoute[] = [
  { path: '', title: 'Dashboard', Component: AdminDashboard },
  { path: 'dashboard', title: 'Dashboard', Component: AdminDashboard },
  ...crud('curriculum', 'Curriculum', 'Curriculum'),
  ...crud('subject', 'Subject', 'Subject'),
  ...crud('course-content', 'Chapter', 'Chapter'),
  ...crud('question', 'Question', 'Question Library', 'questionID'),
  ...crud('template', 'Template', 'Template'),
  { path: 'assessment', title: 'Assessment' },
  { path: 'add-assessment', title: 'Add Assessment' },
  { path: 'edit-assessment/:id', title: 'Edit Assessment' },
  { path: 'view-assessment/:id/:cc', title: 'View Assessment' },
  { path: 'staff', title: 'Staff' },
  { path: 'add-staff', title: 'Add Staff' },
  { path: 'edit-staff/:id', title: 'Edit Staff' },
  { path: 'add-staff-role', title: 'Add Role' },
  { path: 'student', title: 'Student' },
  { path: 'student-view/:id', title: 'Student Details' },
  { path: 'student-edit/:id', title: 'Edit Student' },
  { path: 'video', title: 'Video' },
  { path: 'add-video', title: 'Add Video' },
  { path: 'add-read', title: 'Add Reading Material' },
  { path: 'HrModule', title: 'HrModule' },
  { path: 'schedule', title: 'Calender' },
  { path: 'images', title: 'Images' },
  { path: 'session-admin', title: 'Session' },
  { path: 'test-link', title: 'Assignment Link' },
  { path: 'profile', title: 'Profile', Component: AdminProfilePage },
  { path: 'inactiveUser/:id', title: 'User Details' },
  { path: 'org-admin', title: 'Org Admin' },
];
