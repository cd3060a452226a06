import {
  activateUser,
  createRole,
  createStaff,
  deleteUser,
  getInactiveUser,
  getRolesList,
  getStaffList,
  getStudentList,
  inactiveUser,
  rejectUser,
  updateStaff,
  updateStudent,
} from '@kaksha/contracts/admin-users';
import type { BodyOf } from '@kaksha/contracts/endpoint';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** A change to people refreshes every list, the bell and the user's details. */
const PEOPLE_READS = [getStaffList, getStudentList, getInactiveUser, getRolesList] as const;

export const useStudentList = () =>
  useEndpointQuery(getStudentList, { body: { all: true } }, { select: (answer) => answer.data });

/** One student's details (student-view, student-edit). */
export const useStudent = (id: string | undefined) =>
  useEndpointQuery(getStudentList, id ? { body: { userID: id } } : null, { select: (answer) => answer.data[0] });

/** One staff member (edit-staff). */
export const useStaffMember = (id: string | undefined) =>
  useEndpointQuery(getStaffList, id ? { body: { userID: id } } : null, { select: (answer) => answer.data[0] });

/** Users awaiting acceptance; the bell looks again every minute. */
export const useInactiveUsers = () =>
  useEndpointQuery(getInactiveUser, {}, { select: (answer) => answer.data, refetchInterval: 60_000 });

export const useRoles = () =>
  useEndpointQuery(getRolesList, {}, { select: (answer) => answer.data, staleTime: 5 * 60_000 });

const usePeopleMutation = <V, R>(run: (vars: V) => Promise<R>) => useEndpointMutation(run, PEOPLE_READS);

export const useCreateStaff = () =>
  usePeopleMutation((body: BodyOf<typeof createStaff>) => call(createStaff, { body }));
export const useUpdateStaff = () =>
  usePeopleMutation((body: BodyOf<typeof updateStaff>) => call(updateStaff, { body }));
export const useUpdateStudent = () =>
  usePeopleMutation((body: BodyOf<typeof updateStudent>) => call(updateStudent, { body }));
export const useCreateRole = () => usePeopleMutation((roleName: string) => call(createRole, { body: { roleName } }));
export const useSetInactive = () =>
  usePeopleMutation((vars: { id: string; inactive: boolean }) => call(inactiveUser, { body: vars }));
export const useDeleteUser = () => usePeopleMutation((id: string) => call(deleteUser, { params: { id } }));
export const useAcceptUser = () =>
  usePeopleMutation((id: string) => call(activateUser, { body: { id, isActive: true } }));
export const useRejectUser = () =>
  usePeopleMutation((id: string) => call(rejectUser, { body: { id, isActive: false } }));

/** "First Middle Last", skipping empty parts. */
export const fullName = (u: { firstName: string; middleName?: string; lastName: string }) =>
  [u.firstName, u.middleName, u.lastName].filter(Boolean).join(' ');
