/** What other modules use of test-taking: an attempt's score stored again after a correction. */
export { storeScore } from './store-score.ts';
