/** What other modules use of curriculum: who may browse a curriculum, enrolments, the enrolment lock. */
export { lockCurriculumForEnrolment } from './queries.ts';
export { assertMayBrowse, findOwnEnrolment } from './student-access.ts';
