/**
 * What other modules use of test-taking: an attempt's score stored again after a correction, when
 * its review opens, and the one scoring function (a regrade's preview scores with it).
 */
export { onPaper } from './paper.ts';
export { reviewOpensAt } from './policy.ts';
export { type GivenAnswer, type Score, scoreAttempt } from './scoring.ts';
export { givenOf, storeScore } from './store-score.ts';
