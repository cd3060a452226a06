import { messages } from '@kaksha/contracts/messages';
import { exportResults, getGradebook, getTestMarks, getTestStatistics } from '@kaksha/contracts/statistics';
import { forbidden } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { testToAnalyse } from './analysed-test.ts';
import { exportGradebook, exportTestResults } from './export-results.ts';
import { readGradebook } from './gradebook.ts';
import { mayReadGradebook } from './policy.ts';
import { readTestMarks } from './test-marks.ts';
import { readTestStatistics } from './test-statistics.ts';

/** Item analysis, marks tables, the gradebook and their files. */
export const statisticsRoutes = [
  implement(getTestStatistics, async ({ actor, body, deps }) => {
    const test = await testToAnalyse(deps.db, actor, body.testID);
    return { status: true, data: await readTestStatistics(deps.db, test) };
  }),
  implement(getTestMarks, async ({ actor, body, deps }) => {
    const test = await testToAnalyse(deps.db, actor, body.testID);
    return { status: true, data: await readTestMarks(deps.db, test) };
  }),
  implement(getGradebook, async ({ body, deps }) => ({ status: true, data: await readGradebook(deps.db, body) })),
  implement(exportResults, async ({ actor, body, deps }) => {
    const timeZone = deps.config.TIME_ZONE;
    if (body.testID !== undefined) {
      const test = await testToAnalyse(deps.db, actor, body.testID);
      return { status: true, data: await exportTestResults(deps.db, test, body.format, timeZone) };
    }
    if (!mayReadGradebook(actor.role)) throw forbidden(messages.gradebookStaffOnly);
    const query = { curriculumCode: body.curriculumCode ?? '', subject: body.subject, search: body.search };
    return { status: true, data: await exportGradebook(deps.db, query, body.format, timeZone) };
  }),
];
