import { IconCreditCard, IconReceipt, IconTags } from '@tabler/icons-react';
import type { NavItem } from '../../components/nav-items.ts';

/**
 * The spec's navbar, in its order, and the calendar the spec gives students but no link to
 * (titled Calender, as every role's calendar is).
 */
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
  { label: 'Calender', to: '/student/schedule' },
];

/**
 * Buying, in the user menu: the spec's navbar already fills a laptop's width, and these three
 * belong together (what is on offer, the plans, what was bought).
 */
export const studentBuyingMenu: readonly NavItem[] = [
  { label: 'Subscription', to: '/student/Subscription', icon: IconCreditCard },
  { label: 'Pricing', to: '/student/pricing', icon: IconTags },
  { label: 'My Purchases', to: '/student/purchases', icon: IconReceipt },
];
