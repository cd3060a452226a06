/** What other modules use of curriculum: who may browse a curriculum, enrolments, the enrolment lock. */
export { curriculumNameByCode, findOwnEnrolment, lockCurriculumForEnrolment } from './queries.ts';
export { assertMayBrowse } from './student-access.ts';
