/** What other modules use of assessments: a visible test, its frozen questions, its presenter. */
export { presentAssessment } from './presenter.ts';
export { findVisibleTest, questionsOfTest } from './queries.ts';
