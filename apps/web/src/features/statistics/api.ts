import type { BodyOf } from '@kaksha/contracts/endpoint';
import { exportResults, getGradebook, getTestMarks, getTestStatistics } from '@kaksha/contracts/statistics';
import { call } from '../../lib/api-client.ts';
import { downloadBase64File, downloadTextFile } from '../../lib/download-file.ts';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';

/** A test's item analysis. */
export const useTestStatistics = (testID: string) =>
  useEndpointQuery(getTestStatistics, testID ? { body: { testID } } : null, { select: (answer) => answer.data });

/** Every student's marks per question of a test. */
export const useTestMarks = (testID: string) =>
  useEndpointQuery(getTestMarks, testID ? { body: { testID } } : null, { select: (answer) => answer.data });

/** A curriculum's students x tests, with the filters on screen; waits for a curriculum. */
export const useGradebook = (query: {
  curriculumCode: string;
  subject: string;
  search: string;
  page: number;
  pageSize: number;
}) =>
  useEndpointQuery(getGradebook, query.curriculumCode ? { body: query } : null, {
    select: (answer) => answer.data,
    placeholderData: (previous) => previous,
  });

/** Asks the server for a test's marks or a curriculum's gradebook as a file, and saves it. */
export async function downloadResults(body: BodyOf<typeof exportResults>): Promise<void> {
  const { data } = await call(exportResults, { body });
  if (data.format === 'xlsx') downloadBase64File(data.fileName, data.content, data.mediaType);
  else downloadTextFile(data.fileName, data.content, data.mediaType);
}
