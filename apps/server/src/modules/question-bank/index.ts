/** What other modules use of the question bank: a library question as the API shows it. */
export { presentQuestion } from './presenter.ts';
