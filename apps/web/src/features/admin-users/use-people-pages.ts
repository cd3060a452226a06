import { getStaffList, getStudentList } from '@kaksha/contracts/admin-users';
import type { ListPageRequest } from '@kaksha/contracts/list-query';
import type { StudentState } from '@kaksha/contracts/student-state';
import { sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

/** A page of staff, of one role when chosen. */
export const useStaffPage = (request: ListPageRequest, role: string | null) =>
  useEndpointPage(getStaffList, { body: { ...sortChecked(request), ...(role ? { role } : {}) } });

/** A page of students, in one state when chosen. */
export const useStudentPage = (request: ListPageRequest, studentState: StudentState | null) =>
  useEndpointPage(getStudentList, { body: { ...sortChecked(request), ...(studentState ? { studentState } : {}) } });
