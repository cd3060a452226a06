import type { NavItem } from '../../components/nav-items.ts';

export const studentNav: readonly NavItem[] = [
  { label: 'Home', to: '/student', activePaths: ['/student/dashboard'] },
  { label: 'Curriculum', to: '/student/curriculum' },
  {
    label: 'Assignments',
    to: '/student/assignments',
    activePaths: ['/student/assignments', '/student/assignment-preview', '/student/assignment-result'],
  },
  { label: 'My Queries', to: '/student/my-queries/open', activePaths: ['/student/my-queries'] },
  { label: 'Help-From-Tutor', to: '/student/help-from-tutor/open', activePaths: ['/student/help-from-tutor'] },
  { label: 'Student Training', to: '/student/StudentTraining' },
  { label: 'Sessions', to: '/student/sessions', activePaths: ['/student/sessions', '/student/session-preview'] },
  { label: 'Pricing', to: '/student/pricing' },
  { label: 'My Purchases', to: '/student/purchases' },
];
