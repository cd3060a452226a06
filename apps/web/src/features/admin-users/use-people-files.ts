import { getInactiveUser, getStaffList, getStudentList } from '@kaksha/contracts/admin-users';
import type { BodyOf } from '@kaksha/contracts/endpoint';
import { bulkUpdateUsers } from '@kaksha/contracts/people-bulk';
import { exportStaff, exportStudents } from '@kaksha/contracts/people-export';
import {
  getStudentImport,
  importStudents,
  previewStudentImport,
  STUDENT_IMPORT_FIELD,
} from '@kaksha/contracts/student-import';
import { call, type UploadOptions, upload } from '../../lib/api-client.ts';
import { downloadTextFile } from '../../lib/download-file.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** A bulk change refreshes every list of people and the bell. */
export const useBulkUpdateUsers = () =>
  useEndpointMutation(
    (body: BodyOf<typeof bulkUpdateUsers>) => call(bulkUpdateUsers, { body }),
    [getStaffList, getStudentList, getInactiveUser],
  );

/** Downloads the students the list shows (its search, filter and order), every page, as CSV. */
export async function downloadStudents(body: BodyOf<typeof exportStudents>): Promise<void> {
  const answer = await call(exportStudents, { body });
  downloadTextFile(answer.data.fileName, answer.data.csv);
}

/** Downloads the staff the list shows, every page, as CSV. */
export async function downloadStaff(body: BodyOf<typeof exportStaff>): Promise<void> {
  const answer = await call(exportStaff, { body });
  downloadTextFile(answer.data.fileName, answer.data.csv);
}

/** Checks a student spreadsheet on the server; nothing is saved. */
export const previewImport = (file: File, options?: UploadOptions) =>
  upload(previewStudentImport, [{ field: STUDENT_IMPORT_FIELD, file }], options);

/** Starts importing a spreadsheet's valid rows; the answer is the run to follow. */
export const startImport = (file: File, options?: UploadOptions) =>
  upload(importStudents, [{ field: STUDENT_IMPORT_FIELD, file }], options);

/**
 * The admin's import run (the latest when no id is given), asked again every second while it runs,
 * so the page shows its progress and, reopened later, how it ended.
 */
export const useImportRun = (importID: string | null) =>
  useEndpointQuery(
    getStudentImport,
    { body: importID ? { importID } : {} },
    {
      select: (answer) => answer.data,
      refetchInterval: (query) => (query.state.data?.data?.status === 'running' ? 1000 : false),
      staleTime: 0,
    },
  );
