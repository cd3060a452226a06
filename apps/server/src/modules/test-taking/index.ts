/** What other modules use of test-taking: an attempt's score stored again after a correction, when its review opens. */
export { reviewOpensAt } from './policy.ts';
export { storeScore } from './store-score.ts';
