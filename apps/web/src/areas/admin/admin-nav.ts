import {
  IconBook,
  IconBooks,
  IconBriefcase,
  IconBuildingCommunity,
  IconCalendar,
  IconCertificate,
  IconClipboardList,
  IconHelpCircle,
  IconHistory,
  IconLayoutDashboard,
  IconLink,
  IconListDetails,
  IconPhoto,
  IconPresentation,
  IconSchool,
  IconTable,
  IconTemplate,
  IconUserCheck,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import type { NavItem } from '../../components/nav-items.ts';

/** The sidebar, in the admin spec's order and labels; each entry also covers its add/edit/view forms. */
const entry = (path: string, label: string, icon: NavItem['icon'], related: string[] = []): NavItem => ({
  label,
  to: `/admin/${path}`,
  icon,
  activePaths: [`/admin/${path}`, ...related.map((p) => `/admin/${p}`)],
});

const formsOf = (base: string) => [`add-${base}`, `edit-${base}`, `view-${base}`];

export const adminNav: readonly NavItem[] = [
  { ...entry('dashboard', 'Dashboard', IconLayoutDashboard), exactPaths: ['/admin'] },
  entry('curriculum', 'Curriculum', IconBooks, formsOf('curriculum')),
  entry('subject', 'Subject', IconBook, formsOf('subject')),
  entry('course-content', 'Chapter', IconListDetails, formsOf('course-content')),
  entry('question', 'Question Library', IconHelpCircle, formsOf('question')),
  entry('template', 'Template', IconTemplate, formsOf('template')),
  entry('assessment', 'Assessment', IconClipboardList, [...formsOf('assessment'), 'test-statistics', 'test-marks']),
  // Not in the spec's sidebar: every student's results in a curriculum's tests, for the office.
  entry('gradebook', 'Gradebook', IconTable),
  entry('staff', 'Staff', IconUsers, ['add-staff', 'edit-staff', 'add-staff-role']),
  entry('video', 'Video', IconVideo, ['add-video', 'add-read']),
  entry('student', 'Student', IconSchool, ['student-view', 'student-edit', 'student-import']),
  // Not in the spec's sidebar: the bell's list as a page, where many can be accepted at once.
  entry('acceptance', 'Acceptance', IconUserCheck, ['inactiveUser']),
  entry('HrModule', 'HrModule', IconBriefcase),
  entry('schedule', 'Calender', IconCalendar),
  entry('images', 'Images', IconPhoto),
  entry('session-admin', 'Session', IconPresentation),
  entry('test-link', 'Assignment Link', IconLink),
  entry('audit', 'Audit log', IconHistory),
  // Not in the spec's sidebar: the certificates issued, to keep or revoke.
  entry('certificates', 'Certificates', IconCertificate),
  // Not in the spec's sidebar, but its only way in: the org-admin pages live under /orgadmin.
  { ...entry('org-admin', 'Org Admin', IconBuildingCommunity), activePaths: ['/admin/org-admin', '/orgadmin'] },
];
