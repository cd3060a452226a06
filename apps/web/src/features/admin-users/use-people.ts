import {
  activateUser,
  type BodyOf,
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
} from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

/** Every people query starts with this key, so one change refreshes every list and the bell. */
const PEOPLE = 'admin-users';
export const peopleKeys = {
  all: [PEOPLE] as const,
  staff: [PEOPLE, 'staff'] as const,
  students: [PEOPLE, 'students'] as const,
  inactive: [PEOPLE, 'inactive'] as const,
  roles: [PEOPLE, 'roles'] as const,
  user: (id: string) => [PEOPLE, 'user', id] as const,
};

export const useStaffList = () =>
  useQuery({
    queryKey: peopleKeys.staff,
    queryFn: ({ signal }) => call(getStaffList, { body: {}, signal }),
    select: (answer) => answer.data,
  });

export const useStudentList = () =>
  useQuery({
    queryKey: peopleKeys.students,
    queryFn: ({ signal }) => call(getStudentList, { body: {}, signal }),
    select: (answer) => answer.data,
  });

/** One student's details (student-view, student-edit). */
export const useStudent = (id: string | undefined) =>
  useQuery({
    queryKey: peopleKeys.user(id ?? ''),
    queryFn: ({ signal }) => call(getStudentList, { body: { userID: id }, signal }),
    select: (answer) => answer.data[0],
    enabled: Boolean(id),
  });

/** One staff member (edit-staff). */
export const useStaffMember = (id: string | undefined) =>
  useQuery({
    queryKey: peopleKeys.user(id ?? ''),
    queryFn: ({ signal }) => call(getStaffList, { body: { userID: id }, signal }),
    select: (answer) => answer.data[0],
    enabled: Boolean(id),
  });

/** Users awaiting acceptance; the bell looks again every minute. */
export const useInactiveUsers = () =>
  useQuery({
    queryKey: peopleKeys.inactive,
    queryFn: ({ signal }) => call(getInactiveUser, { signal }),
    select: (answer) => answer.data,
    refetchInterval: 60_000,
  });

export const useRoles = () =>
  useQuery({
    queryKey: peopleKeys.roles,
    queryFn: ({ signal }) => call(getRolesList, { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });

/** A change to people: afterwards every list, the bell and the user's details are read again. */
function usePeopleMutation<V, R>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}

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
