/**
 * What other modules use of test-taking: an attempt's score stored again after a correction, when
 * its review opens, the one scoring function (a regrade's preview scores with it), a student's
 * time on a test, and the attempts' ends computed again after what they depend on changed (a
 * student's multiplier; a test's window moved: call it with the test).
 */
export { onPaper } from './paper.ts';
export { reviewOpensAt } from './policy.ts';
export { refreshAttemptDeadlines } from './refresh-deadlines.ts';
export { type GivenAnswer, type Score, scoreAttempt } from './scoring.ts';
export { givenOf, storeScore } from './store-score.ts';
export { timeOfStudent } from './time-of-student.ts';
