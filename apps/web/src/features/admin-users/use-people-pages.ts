import { getStaffList, getStudentList } from '@kaksha/contracts/admin-users';
import type { ListPageRequest } from '@kaksha/contracts/list-query';
import type { StudentState } from '@kaksha/contracts/student-state';
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_LIST_PAGE } from '../../components/use-server-list.ts';
import { prefetchEndpoint, sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

/** A page of staff, of one role when chosen. */
export const useStaffPage = (request: ListPageRequest, role: string | null) =>
  useEndpointPage(getStaffList, { body: { ...sortChecked(request), ...(role ? { role } : {}) } });

const studentPageInput = (request: ListPageRequest, studentState: StudentState | null) => ({
  body: { ...sortChecked(request), ...(studentState ? { studentState } : {}) },
});

/** A page of students, in one state when chosen. */
export const useStudentPage = (request: ListPageRequest, studentState: StudentState | null) =>
  useEndpointPage(getStudentList, studentPageInput(request, studentState));

/** The student list's first page, as the menu opens it, asked for ahead. */
export const prefetchStudentPage = (client: QueryClient) =>
  prefetchEndpoint(client, getStudentList, studentPageInput(FIRST_LIST_PAGE, null));
