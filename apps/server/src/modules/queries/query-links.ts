import type { QueryStatus } from '@kaksha/contracts/session-rules';

// The tabs of each role's query screens, by status (the spec's paths, spelling included).
const STUDENT_TABS: Record<QueryStatus, string> = {
  0: 'my-queries/open',
  1: 'my-queries/inprogress',
  2: 'my-queries/completed',
};
const TEACHER_TABS: Record<QueryStatus, string> = { 0: 'queries-list', 1: 'queries-inprogess', 2: 'queries-closed' };

/**
 * The address that opens one query's chat over its tab: what a notification about it points to,
 * and where the screen is when the chat is open, so arriving there marks the notification read.
 */
export const queryLink = (role: 'student' | 'teacher', chatId: string, status: QueryStatus) =>
  `/${role}/${(role === 'student' ? STUDENT_TABS : TEACHER_TABS)[status]}?chat=${encodeURIComponent(chatId)}`;
