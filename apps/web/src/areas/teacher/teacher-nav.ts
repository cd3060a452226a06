import { IconCalendar, IconClipboardCheck, IconLayoutDashboard, IconMessages, IconVideo } from '@tabler/icons-react';
import type { NavItem } from '../../components/nav-items.ts';

export const teacherNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/teacher/dashboard', icon: IconLayoutDashboard, exactPaths: ['/teacher'] },
  {
    label: 'Assignments',
    to: '/teacher/assignments-list',
    icon: IconClipboardCheck,
    activePaths: [
      '/teacher/assignments-list',
      '/teacher/assignment-correction',
      '/teacher/assignment-marking',
      '/teacher/test-statistics',
      '/teacher/test-marks',
    ],
  },
  { label: 'Calender', to: '/teacher/calender', icon: IconCalendar },
  {
    label: 'Queries',
    to: '/teacher/queries-list',
    icon: IconMessages,
    activePaths: ['/teacher/queries-list', '/teacher/queries-inprogess', '/teacher/queries-closed'],
  },
  { label: 'Session', to: '/teacher/teacher-session', icon: IconVideo },
];
