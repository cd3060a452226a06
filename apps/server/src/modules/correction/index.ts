/** What other modules use of correction: the subjects a teacher corrects. */
export { teacherSubjectsIn } from './queries.ts';
