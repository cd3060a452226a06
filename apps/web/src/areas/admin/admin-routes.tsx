import type { AreaRoute } from '../../components/route-table.tsx';
import { InactiveUserPage } from './acceptance/inactive-user-page.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';
import { AddRolePage } from './staff/add-role-page.tsx';
import { StaffFormPage } from './staff/staff-form-page.tsx';
import { StaffListPage } from './staff/staff-list-page.tsx';
import { StudentEditPage } from './students/student-edit-page.tsx';
import { StudentListPage } from './students/student-list-page.tsx';
import { StudentViewPage } from './students/student-view-page.tsx';

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
  { path: 'staff', title: 'Staff', Component: StaffListPage },
  { path: 'add-staff', title: 'Add Staff', Component: StaffFormPage },
  { path: 'edit-staff/:id', title: 'Edit Staff', Component: StaffFormPage },
  { path: 'add-staff-role', title: 'Add Role', Component: AddRolePage },
  { path: 'student', title: 'Student', Component: StudentListPage },
  { path: 'student-view/:id', title: 'Student Details', Component: StudentViewPage },
  { path: 'student-edit/:id', title: 'Edit Student', Component: StudentEditPage },
  { path: 'video', title: 'Video' },
  { path: 'add-video', title: 'Add Video' },
  { path: 'add-read', title: 'Add Reading Material' },
  { path: 'HrModule', title: 'HrModule' },
  { path: 'schedule', title: 'Calender' },
  { path: 'images', title: 'Images' },
  { path: 'session-admin', title: 'Session' },
  { path: 'test-link', title: 'Assignment Link' },
  { path: 'profile', title: 'Profile' },
  { path: 'inactiveUser/:id', title: 'User Details', Component: InactiveUserPage },
  { path: 'org-admin', title: 'Org Admin' },
];
