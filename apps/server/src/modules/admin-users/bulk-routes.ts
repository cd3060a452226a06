import { bulkUpdateUsers as bulkUpdateUsersEndpoint } from '@kaksha/contracts/people-bulk';
import {
  exportStaff as exportStaffEndpoint,
  exportStudents as exportStudentsEndpoint,
} from '@kaksha/contracts/people-export';
import { implement } from '../../http/implement.ts';
import { bulkUpdateUsers } from './bulk-update-users.ts';
import { exportStaff, exportStudents } from './export-people.ts';

/** Many people at once: actions on the admin lists' selection, and the lists as CSV files. */
export const peopleBulkRoutes = [
  implement(bulkUpdateUsersEndpoint, async ({ body, actor, deps }) => ({
    status: true,
    ...(await bulkUpdateUsers(deps, actor, body)),
  })),
  implement(exportStudentsEndpoint, async ({ body, deps }) => ({
    status: true,
    data: await exportStudents(deps.db, body, deps.config.TIME_ZONE),
  })),
  implement(exportStaffEndpoint, async ({ body, deps }) => ({
    status: true,
    data: await exportStaff(deps.db, body, deps.config.TIME_ZONE),
  })),
];
