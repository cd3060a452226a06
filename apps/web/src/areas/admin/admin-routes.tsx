import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/lazy-page.tsx';
import type { AreaRoute } from '../../components/route-table.tsx';
import { OwnPasswordCard } from '../../features/accounts/own-password-card.tsx';
import { OwnProfileCard } from '../../features/accounts/own-profile-card.tsx';
import { ProfilePage } from '../../features/accounts/profile-page.tsx';
import { prefetchStudentPage } from '../../features/admin-users/use-people-pages.ts';
import { prefetchVideoPage } from '../../features/media/use-video-page.ts';
import { CalendarFeedCard } from '../../features/notifications/calendar-feed-card.tsx';
import { prefetchQuestionPage } from '../../features/question-bank/use-question-page.ts';
import { preloadSessionCalendar } from '../../features/sessions/session-calendar.tsx';
import { prefetchSchoolZone } from '../../features/sessions/use-school-zone.ts';
import { prefetchAdminSessions, prefetchCalendarSessions } from '../../features/sessions/use-sessions.ts';
import { AcceptanceListPage } from './acceptance/acceptance-list-page.tsx';
import { InactiveUserPage } from './acceptance/inactive-user-page.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';
import { ImagesWithSignaturePage } from './images/images-with-signature-page.tsx';
import { AddRolePage } from './staff/add-role-page.tsx';
import { StaffFormPage } from './staff/staff-form-page.tsx';
import { StaffListPage } from './staff/staff-list-page.tsx';
import { StudentEditPage } from './students/student-edit-page.tsx';
import { StudentImportPage } from './students/student-import-page.tsx';
import { StudentListPage } from './students/student-list-page.tsx';
import { StudentViewPage } from './students/student-view-page.tsx';
import { AddReadPage } from './video/add-read-page.tsx';
import { AddVideoPage } from './video/add-video-page.tsx';
import { VideoListPage } from './video/video-list-page.tsx';

const CurriculumPage = lazyPage(() => import('./curriculum/curriculum-page.tsx'), 'CurriculumPage');
const SubjectPage = lazyPage(() => import('./subject/subject-page.tsx'), 'SubjectPage');
const CourseContentPage = lazyPage(() => import('./course-content/course-content-page.tsx'), 'CourseContentPage');
const AdminCalendarPage = lazyPage(() => import('./calendar/admin-calendar-page.tsx'), 'AdminCalendarPage');
const QuestionPage = lazyPage(() => import('./question/question-page.tsx'), 'QuestionPage');
const TemplatePage = lazyPage(() => import('./template/template-page.tsx'), 'TemplatePage');
const AssessmentPage = lazyPage(() => import('./assessment/assessment-page.tsx'), 'AssessmentPage');
const TestLinkPage = lazyPage(() => import('./test-link/test-link-page.tsx'), 'TestLinkPage');
const AuditPage = lazyPage(() => import('./audit/audit-page.tsx'), 'AuditPage');
const CertificatesPage = lazyPage(() => import('./certificates/certificates-page.tsx'), 'CertificatesPage');
const GradebookPage = lazyPage(() => import('./gradebook/gradebook-page.tsx'), 'GradebookPage');
const TestStatisticsPage = lazyPage(() => import('./statistics/statistics-pages.tsx'), 'AdminTestStatisticsPage');
const TestMarksPage = lazyPage(() => import('./statistics/statistics-pages.tsx'), 'AdminTestMarksPage');

/** The calendar's code (FullCalendar), its sessions and the school's zone, all at once. */
const prefetchCalendar = (client: QueryClient) => {
  preloadSessionCalendar();
  prefetchSchoolZone(client);
  prefetchCalendarSessions(client);
};

/** A list screen and its add, edit and view forms, named as the admin spec names them. */
const crud = (
  base: string,
  noun: string,
  listTitle: string,
  param: string,
  Component: ComponentType,
  prefetch?: AreaRoute['prefetch'],
): AreaRoute[] => [
  { path: base, title: listTitle, Component, prefetch },
  { path: `add-${base}`, title: `Add ${noun}`, Component },
  { path: `edit-${base}/:${param}`, title: `Edit ${noun}`, Component },
  { path: `view-${base}/:${param}`, title: `View ${noun}`, Component },
];

const HrModulePage = lazyPage(() => import('./hr/hr-module-page.tsx'), 'HrModulePage');
const OrgAdminPage = lazyPage(() => import('./org-admin/org-admin-page.tsx'), 'OrgAdminPage');

const SessionAdminPage = lazyPage(() => import('./session-admin/session-admin-page.tsx'), 'SessionAdminPage');

/** Every /admin screen of the admin spec (§2). */
export const adminRoutes: readonly AreaRoute[] = [
  { path: '', title: 'Dashboard', Component: AdminDashboard },
  { path: 'dashboard', title: 'Dashboard', Component: AdminDashboard },
  ...crud('curriculum', 'Curriculum', 'Curriculum', 'id', CurriculumPage),
  ...crud('subject', 'Subject', 'Subject', 'id', SubjectPage),
  ...crud('course-content', 'Chapter', 'Chapter', 'id', CourseContentPage),
  ...crud('question', 'Question', 'Question Library', 'questionID', QuestionPage, prefetchQuestionPage),
  ...crud('template', 'Template', 'Template', 'id', TemplatePage),
  { path: 'assessment', title: 'Assessment', Component: AssessmentPage },
  { path: 'add-assessment', title: 'Add Assessment', Component: AssessmentPage },
  // The edit form, its fields open or locked by the test's phase (docs/decisions.md).
  { path: 'edit-assessment/:id', title: 'Edit Assessment', Component: AssessmentPage },
  { path: 'view-assessment/:id/:cc', title: 'View Assessment', Component: AssessmentPage },
  { path: 'test-statistics/:id', title: 'Test statistics', Component: TestStatisticsPage },
  { path: 'test-marks/:id', title: 'Marks per question', Component: TestMarksPage },
  { path: 'gradebook', title: 'Gradebook', Component: GradebookPage },
  { path: 'staff', title: 'Staff', Component: StaffListPage },
  { path: 'add-staff', title: 'Add Staff', Component: StaffFormPage },
  { path: 'edit-staff/:id', title: 'Edit Staff', Component: StaffFormPage },
  { path: 'add-staff-role', title: 'Add Role', Component: AddRolePage },
  { path: 'student', title: 'Student', Component: StudentListPage, prefetch: prefetchStudentPage },
  { path: 'student-view/:id', title: 'Student Details', Component: StudentViewPage },
  { path: 'student-edit/:id', title: 'Edit Student', Component: StudentEditPage },
  { path: 'student-import', title: 'Import students', Component: StudentImportPage },
  { path: 'acceptance', title: 'Awaiting acceptance', Component: AcceptanceListPage },
  { path: 'audit', title: 'Audit log', Component: AuditPage },
  { path: 'certificates', title: 'Certificates', Component: CertificatesPage },
  { path: 'video', title: 'Video', Component: VideoListPage, prefetch: prefetchVideoPage },
  { path: 'add-video', title: 'Add Video', Component: AddVideoPage },
  { path: 'add-read', title: 'Add Reading Material', Component: AddReadPage },
  { path: 'HrModule', title: 'HrModule', Component: HrModulePage },
  { path: 'schedule', title: 'Calender', Component: AdminCalendarPage, prefetch: prefetchCalendar },
  { path: 'images', title: 'Images', Component: ImagesWithSignaturePage },
  { path: 'session-admin', title: 'Session', Component: SessionAdminPage, prefetch: prefetchAdminSessions },
  { path: 'test-link', title: 'Assignment Link', Component: TestLinkPage },
  { path: 'profile', title: 'Profile', Component: AdminProfilePage },
  { path: 'inactiveUser/:id', title: 'User Details', Component: InactiveUserPage },
  { path: 'org-admin', title: 'Org Admin', Component: OrgAdminPage },
];

function AdminProfilePage() {
  return (
    <ProfilePage area="admin">
      <OwnProfileCard />
      <OwnPasswordCard />
      <CalendarFeedCard />
    </ProfilePage>
  );
}
