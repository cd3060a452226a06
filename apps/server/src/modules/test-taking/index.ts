/**
 * What other modules use of test-taking: an attempt's score stored again after a correction, when
 * its review opens, a student's time on a test, and the attempts' ends computed again after what
 * they depend on changed (a student's multiplier; a test's window moved: call it with the test).
 */
export { reviewOpensAt } from './policy.ts';
export { refreshAttemptDeadlines } from './refresh-deadlines.ts';
export { storeScore } from './store-score.ts';
export { timeOfStudent } from './time-of-student.ts';
