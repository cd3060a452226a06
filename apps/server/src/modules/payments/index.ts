/** What other modules use of payments: a student enrolled once. */
export { enrolStudent } from './queries.ts';
