/** What other modules use of templates: the question place rule and the library questions. */
export { questionPlaceIssue } from './policy.ts';
export { curriculumNameOf, questionsByIds } from './queries.ts';
