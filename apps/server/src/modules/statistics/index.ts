/** What other modules may use of statistics: the pure item analysis. */
export { testStatistics } from './item-statistics.ts';
