/**
 * A student's state as the student list and view show it (derived on the server, never stored):
 * - Rejected: an admin refused the registration;
 * - Awaiting acceptance: registered, not yet accepted nor rejected, never active before;
 * - Inactive: accepted once and then deactivated by an admin;
 * - Active: may sign in.
 */
export const STUDENT_STATES = ['Active', 'Awaiting acceptance', 'Rejected', 'Inactive'] as const;
export type StudentState = (typeof STUDENT_STATES)[number];
