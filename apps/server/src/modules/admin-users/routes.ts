import {
  activateUser,
  createRole,
  createStaff as createStaffEndpoint,
  deleteUser as deleteUserEndpoint,
  getInactiveUser,
  getRolesList,
  getStaffList,
  getStudentList,
  inactiveUser,
  rejectUser as rejectUserEndpoint,
  updateStaff as updateStaffEndpoint,
  updateStudent as updateStudentEndpoint,
} from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import { isUniqueViolation } from '../../db/errors.ts';
import { presentPage } from '../../db/list-page.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { createStaff } from './create-staff.ts';
import { presentPerson, presentStaff } from './presenter.ts';
import { insertRole, listAwaitingAcceptance, listRoles, listStaff, listStudents } from './queries.ts';
import { updateStaff } from './update-staff.ts';
import { updateStudent } from './update-student.ts';
import { acceptUser, deleteUser, rejectUser, setInactive } from './user-status.ts';

export const adminUsersRoutes = [
  implement(createRole, async ({ body, actor, deps }) => {
    try {
      const row = await insertRole(deps.db, actor, body.roleName);
      return {
        status: true,
        message: messages.roleCreated,
        data: { roleName: row.roleName, builtIn: false },
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.roleExists);
      throw error;
    }
  }),

  implement(getRolesList, async ({ deps }) => {
    const rows = await listRoles(deps.db);
    return { status: true, data: rows.map((r) => ({ roleName: r.roleName, builtIn: r.builtIn })) };
  }),

  implement(createStaffEndpoint, async ({ body, actor, deps }) => {
    const row = await createStaff(deps, actor, body);
    return { status: true, message: messages.staffCreated, data: presentStaff(row) };
  }),

  implement(updateStaffEndpoint, async ({ body, actor, deps }) => {
    const row = await updateStaff(deps, actor, body);
    return { status: true, message: messages.staffUpdated, data: presentStaff(row) };
  }),

  implement(getStaffList, async ({ body, deps }) => {
    const page = await listStaff(deps.db, body);
    if (body.userID && page.rows.length === 0) throw notFound();
    return presentPage(page, presentStaff);
  }),

  implement(inactiveUser, async ({ body, actor, deps }) => ({
    status: true,
    message: await setInactive(deps, actor, body.id, body.inactive),
  })),

  implement(deleteUserEndpoint, async ({ params, actor, deps }) => {
    await deleteUser(deps, actor, params.id);
    return { status: true, message: messages.userDeleted };
  }),

  implement(getInactiveUser, async ({ deps }) => {
    const rows = await listAwaitingAcceptance(deps.db);
    return { status: true, data: rows.map((row) => presentPerson(row, deps.fileUrls)) };
  }),

  implement(activateUser, async ({ body, actor, deps }) => {
    const { emailVerified } = await acceptUser(deps, actor, body.id);
    return { status: true, message: emailVerified ? messages.userAccepted : messages.userAcceptedUnverified };
  }),

  implement(rejectUserEndpoint, async ({ body, actor, deps }) => {
    await rejectUser(deps, actor, body.id);
    return { status: true, message: messages.userRejected };
  }),

  implement(getStudentList, async ({ body, deps }) => {
    const page = await listStudents(deps.db, body);
    if (body.userID && page.rows.length === 0) throw notFound();
    return presentPage(page, (row) => presentPerson(row, deps.fileUrls));
  }),

  implement(updateStudentEndpoint, async ({ body, actor, deps }) => {
    const row = await updateStudent(deps, actor, body);
    return { status: true, message: messages.studentUpdated, data: presentPerson(row, deps.fileUrls) };
  }),
];
