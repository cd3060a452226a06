import { z } from 'zod';
import { TimeMultiplier } from './assessment-rules.ts';
import { Email, fieldError, UserId } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { listQuery, pagedList } from './list-query.ts';
import { messages } from './messages.ts';
import {
  Address,
  DateOfBirth,
  EMPTY_GUARDIAN,
  Gender,
  Guardian,
  GuardianDto,
  Mobile,
  OptionalMobile,
  OptionalName,
  OptionalText,
  PersonName,
  Pincode,
  PlaceName,
} from './person-fields.ts';
import { STUDENT_STATES } from './student-state.ts';

/**
 * Who manages people: admins and superadmins. The `staff` role has no access here (people data
 * holds addresses and dates of birth; see docs/decisions.md, Admin users).
 */
const PEOPLE_ADMINS = STAFF_ROLES;

/** Roles only a superadmin may grant, remove, or act on: the staff roles themselves. */
export const PRIVILEGED_ROLES = STAFF_ROLES;

/**
 * Whether someone of `actorRole` may grant, remove or act on `role`: a superadmin any role, others
 * only the roles that are not staff. The one rule the staff screens and the server both apply.
 */
export const mayActOnRole = (actorRole: string | undefined, role: string): boolean =>
  actorRole === 'superadmin' || !(PRIVILEGED_ROLES as readonly string[]).includes(role);

/** A role's name as typed: trimmed and stored lowercase (admin spec §3, Role). */
export const RoleName = z
  .string({ error: fieldError })
  .trim()
  .min(1, messages.required)
  .max(40, messages.roleNameRule)
  .regex(/^[A-Za-z][A-Za-z0-9 _-]*$/, messages.roleNameRule)
  .transform((name) => name.toLowerCase());

const StaffFields = z.object({
  firstName: PersonName,
  middleName: OptionalName,
  lastName: PersonName,
  email: Email,
  mobile: Mobile,
  role: RoleName,
  address: Address,
  curriculumCode: OptionalText(120),
  subject: OptionalText(120),
});

const teacherNeedsCurriculum = (
  form: { role: string; curriculumCode: string; subject: string },
  ctx: z.RefinementCtx,
) => {
  if (form.role !== 'teacher') return;
  if (!form.curriculumCode) ctx.addIssue({ code: 'custom', path: ['curriculumCode'], message: messages.required });
  if (!form.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: messages.required });
};

/** The staff form (admin spec §5): curriculum and subject are asked, and required, for teachers only. */
export const StaffForm = StaffFields.superRefine(teacherNeedsCurriculum);
export const UpdateStaffBody = StaffFields.extend({ userID: UserId }).superRefine(teacherNeedsCurriculum);
export type StaffFormInput = z.input<typeof StaffForm>;

export const StaffDto = z.object({
  _id: UserId,
  userID: UserId,
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  role: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  curriculum: z.string().nullable(),
  curriculumCode: z.string().nullable(),
  subject: z.string().nullable(),
  /** Active (true) or InActive (false). */
  isActivate: z.boolean(),
  /** The e-mail address has been verified. */
  isEmail: z.boolean(),
});
export type StaffDto = z.infer<typeof StaffDto>;

/** Everything an admin sees of one user: the student list and view, the inactiveUser page. */
export const PersonDto = StaffDto.extend({
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  isRejected: z.boolean(),
  /**
   * Active / Awaiting acceptance / Rejected / Inactive, derived on the server. Named apart from
   * `state`, which is the address's state.
   */
  studentState: z.enum(STUDENT_STATES),
  parentOrGardien: GuardianDto,
  /** A student's standing time multiplier of every timed test (1: the usual time). */
  timeMultiplier: z.number(),
  createdAt: z.string(),
  /** What an acceptance rests on: the identity number and a signed, expiring link to the document. */
  identityNumber: z.string().nullable().optional(),
  identityUrl: z.string().nullable().optional(),
});
export type PersonDto = z.infer<typeof PersonDto>;

/** The student edit form (admin spec §5). Curriculum belongs to enrolment and is not edited here. */
const StudentFields = z.object({
  firstName: PersonName,
  middleName: OptionalName,
  lastName: PersonName,
  email: Email,
  mobile: OptionalMobile,
  gender: Gender,
  dob: DateOfBirth,
  address: Address,
  country: PlaceName,
  state: PlaceName,
  // Required as on registration: the place is chosen from the same lists, down to the city.
  city: PlaceName,
  pincode: Pincode,
  parentOrGardien: Guardian.optional().default(EMPTY_GUARDIAN),
  /** Extra time on every timed test (accommodations); absent keeps what the student has. */
  timeMultiplier: TimeMultiplier.optional(),
});
export const StudentForm = StudentFields;
export const UpdateStudentBody = StudentFields.extend({ userID: UserId });
export type StudentFormInput = z.input<typeof StudentForm>;

export const RoleDto = z.object({ roleName: z.string(), builtIn: z.boolean() });

const IdBody = z.object({ id: UserId });

export const createRole = endpoint({
  method: 'POST',
  path: '/createRole',
  access: PEOPLE_ADMINS,
  summary: 'Add a staff role (stored lowercase); an existing name is refused with 409',
  body: z.object({ roleName: RoleName }),
  response: ok({ message: z.string(), data: RoleDto }),
});

export const getRolesList = endpoint({
  method: 'POST',
  path: '/getRolesList',
  access: PEOPLE_ADMINS,
  summary: 'Every role, built in and added',
  response: ok({ data: z.array(RoleDto) }),
});

export const createStaff = endpoint({
  method: 'POST',
  path: '/createStaff',
  access: PEOPLE_ADMINS,
  summary: 'Add a staff member; they get a mail with a link to set their password',
  body: StaffForm,
  response: ok({ message: z.string(), data: StaffDto }),
});

export const updateStaff = endpoint({
  method: 'POST',
  path: '/updateStaff',
  access: PEOPLE_ADMINS,
  summary: 'Change a staff member (not a student) by userID',
  body: UpdateStaffBody,
  response: ok({ message: z.string(), data: StaffDto }),
});

export const getStaffList = endpoint({
  method: 'POST',
  path: '/getStaffList',
  access: PEOPLE_ADMINS,
  summary: 'Users who are not students (or the one of userID), a page at a time; search on name, e-mail, mobile',
  body: listQuery(['name', 'email', 'role', 'createdAt']).extend({
    userID: UserId.optional(),
    /** Only this role (built in or added). */
    role: z.string().trim().toLowerCase().max(50).optional(),
  }),
  response: pagedList(StaffDto),
});

export const inactiveUser = endpoint({
  method: 'POST',
  path: '/inactiveUser',
  access: PEOPLE_ADMINS,
  summary: 'Deactivate (inactive true) or activate a staff member or student; their session stops at once',
  body: z.object({ id: UserId, inactive: z.boolean() }),
  response: ok({ message: z.string() }),
});

export const deleteUser = endpoint({
  method: 'POST',
  path: '/deleteUser/:id',
  access: PEOPLE_ADMINS,
  summary: 'Hide and deactivate a user; their results and messages stay, their e-mail becomes free',
  params: IdBody,
  response: ok({ message: z.string() }),
});

export const getInactiveUser = endpoint({
  method: 'GET',
  path: '/getInactiveUser',
  access: PEOPLE_ADMINS,
  summary: 'Users awaiting acceptance (not active, not rejected, not deleted), with their details',
  response: ok({ data: z.array(PersonDto) }),
});

export const activateUser = endpoint({
  method: 'POST',
  path: '/activateUser',
  access: PEOPLE_ADMINS,
  summary: 'Accept a user awaiting acceptance',
  body: z.object({ id: UserId, isActive: z.literal(true) }),
  response: ok({ message: z.string() }),
});

export const rejectUser = endpoint({
  method: 'POST',
  path: '/rejectUser',
  access: PEOPLE_ADMINS,
  summary: 'Reject a user awaiting acceptance; they cannot sign in',
  body: z.object({ id: UserId, isActive: z.literal(false) }),
  response: ok({ message: z.string() }),
});

export const getStudentList = endpoint({
  method: 'POST',
  path: '/getStudentList',
  access: PEOPLE_ADMINS,
  summary: 'Students (or the one of userID), a page at a time; search on name, e-mail, mobile; filter by state',
  body: listQuery(['name', 'email', 'createdAt']).extend({
    userID: UserId.optional(),
    studentState: z.enum(STUDENT_STATES).optional(),
  }),
  response: pagedList(PersonDto),
});

export const updateStudent = endpoint({
  method: 'POST',
  path: '/updateStudent',
  access: PEOPLE_ADMINS,
  summary: "Change a student's details by userID",
  body: UpdateStudentBody,
  response: ok({ message: z.string(), data: PersonDto }),
});

export const adminUsersEndpoints = [
  createRole,
  getRolesList,
  createStaff,
  updateStaff,
  getStaffList,
  inactiveUser,
  deleteUser,
  getInactiveUser,
  activateUser,
  rejectUser,
  getStudentList,
  updateStudent,
] as const;
