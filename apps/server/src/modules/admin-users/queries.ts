import crypto from 'node:crypto';
import type { ListQueryInput } from '@kaksha/contracts/list-query';
import type { StudentState } from '@kaksha/contracts/student-state';
import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ListSpec, type Page, pageTable, type SearchTable } from '../../db/list-page.ts';
import {
  curricula,
  enrolments,
  liveUserCounts,
  peopleSearch,
  roles,
  subjects,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { type StateColumns, studentStateIs, userStateColumns } from './student-state.ts';

/** One definition of a live user, shared with the accounts domain. */
export { findLiveUser } from '../accounts/index.ts';

/**
 * Counts active, live superadmins and locks their rows until the transaction ends, so two admins
 * removing the last two superadmins at once cannot both succeed.
 */
export async function lockActiveSuperadmins(tx: Db): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.isActive, true), isNull(users.deletedAt)))
    .for('update');
  return rows.length;
}

/** Whether a live user other than `exceptId` already has this e-mail. */
export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function roleExists(db: Db, roleName: string): Promise<boolean> {
  const [row] = await db.select({ n: roles.roleName }).from(roles).where(eq(roles.roleName, roleName)).limit(1);
  return Boolean(row);
}

/** The curriculum's name when `subject` is one of its subjects, else null. */
export async function findCurriculumSubject(
  db: Db,
  curriculumCode: string,
  subject: string,
): Promise<{ curriculum: string | null; subjectFound: boolean }> {
  const [cur] = await db
    .select({ curriculum: curricula.curriculum })
    .from(curricula)
    .where(eq(curricula.curriculumCode, curriculumCode))
    .limit(1);
  if (!cur) return { curriculum: null, subjectFound: false };
  const [sub] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, curriculumCode), eq(subjects.subject, subject)))
    .limit(1);
  return { curriculum: cur.curriculum, subjectFound: Boolean(sub) };
}

/** Adds a role; a name that exists breaks the unique index (see isUniqueViolation). */
export function insertRole(db: Db, actor: AuditActor, roleName: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(roles).values({ roleName, builtIn: false }).returning();
    if (!row) throw new Error('role not created');
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'role',
      entityId: roleName,
      summary: `Added the role ${roleName}`,
    });
    return row;
  });
}

/** Built-in roles first, then by name. */
export const listRoles = (db: Db) => db.select().from(roles).orderBy(desc(roles.builtIn), asc(roles.roleName));

const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

type PeopleSort = 'name' | 'email' | 'role' | 'createdAt';

/** The people lists page by name (first, last), e-mail, role or date joined; search looks in names, e-mail, mobile. */
export const peopleList = {
  search: [fullName, users.email, users.mobile],
  sorts: { name: sql`lower(${users.firstName})`, email: users.email, role: users.role, createdAt: users.createdAt },
  defaultSort: 'name',
  defaultOrder: 'asc',
  tiebreak: users.id,
  // Migration 0016's indexes INCLUDE what the filters and the name sort read: a page's ids come from them alone.
  idsFromIndex: true,
} satisfies ListSpec<PeopleSort>;

type PeopleColumns = StateColumns & { role: AnyColumn };
const onUsers: PeopleColumns = { ...userStateColumns, role: users.role };
/** The same columns on live_user_counts, for counts that need no count of users. */
export const liveCountColumns: PeopleColumns = {
  role: liveUserCounts.role,
  isActive: liveUserCounts.isActive,
  isRejected: liveUserCounts.isRejected,
  accepted: eq(liveUserCounts.accepted, true),
};

/** The staff list's role filter: Admin covers superadmins too (the spec's filter has no Superadmin). */
const roleFilter = (role: AnyColumn, name: string) =>
  name === 'admin' ? inArray(role, ['admin', 'superadmin']) : eq(role, name);

export interface PeopleQuery extends ListQueryInput {
  userID?: string;
  role?: string;
  studentState?: StudentState;
}

/** Which people a list holds, on the users table or on the counts kept of it. */
const peopleFilter = (on: PeopleColumns, students: boolean, q: PeopleQuery) =>
  and(
    students ? eq(on.role, 'student') : ne(on.role, 'student'),
    q.role ? roleFilter(on.role, q.role) : undefined,
    q.studentState ? studentStateIs(q.studentState, on) : undefined,
  );

/** Live users matching a role and state filter, from live_user_counts: a few rows, not a count of every user. */
export async function countLiveUsers(db: Db, filter: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sum(liveUserCounts.n).mapWith(Number) })
    .from(liveUserCounts)
    .where(filter);
  return row?.n ?? 0;
}

/** The same columns on people_search, where the lists' searches find their matches. */
const onSearch: PeopleColumns = {
  role: peopleSearch.role,
  isActive: peopleSearch.isActive,
  isRejected: peopleSearch.isRejected,
  accepted: isNotNull(peopleSearch.acceptedAt),
};

/** A 3+ letter search reads people_search (live users only), with the list's filter on its columns. */
const searchOfPeople = (students: boolean, query: PeopleQuery): SearchTable<PeopleSort> => ({
  table: peopleSearch,
  id: peopleSearch.userId,
  search: [peopleSearch.nameText, peopleSearch.emailText, peopleSearch.mobileText],
  sorts: {
    name: peopleSearch.nameKey,
    email: peopleSearch.emailText,
    role: peopleSearch.role,
    createdAt: peopleSearch.createdAt,
  },
  filter: and(
    peopleFilter(onSearch, students, query),
    query.userID ? eq(peopleSearch.userId, query.userID) : undefined,
  ),
});

const pageOfPeople = (db: Db, students: boolean, query: PeopleQuery): Promise<Page<UserRow>> =>
  pageTable(
    db,
    users,
    peopleList,
    query,
    and(
      isNull(users.deletedAt),
      peopleFilter(onUsers, students, query),
      query.userID ? eq(users.id, query.userID) : undefined,
    ),
    query.userID ? undefined : () => countLiveUsers(db, peopleFilter(liveCountColumns, students, query)),
    searchOfPeople(students, query),
  );

export type StaffQuery = Omit<PeopleQuery, 'studentState'>;

/** Live users who are not students (or the one of `userID`), a page at a time. */
export const listStaff = (db: Db, query: StaffQuery = {}) => pageOfPeople(db, false, query);

export type StudentQuery = Omit<PeopleQuery, 'role'>;

/** Live students (or the one of `userID`), a page at a time, optionally in one state. */
export const listStudents = (db: Db, query: StudentQuery = {}) => pageOfPeople(db, true, query);

/** Users awaiting acceptance: not active, not rejected, not deleted; oldest first. */
export const listAwaitingAcceptance = (db: Db) =>
  db
    .select()
    .from(users)
    .where(and(studentStateIs('Awaiting acceptance'), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt));

export type NewUser = typeof users.$inferInsert;
type NewEnrolment = Omit<typeof enrolments.$inferInsert, 'id'>;

export async function insertUser(tx: Db, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('user not created');
  return row;
}

/** Changes a user's row; undefined when there is none. */
export async function updateUserRow(tx: Db, id: string, values: Partial<Omit<NewUser, 'id'>>) {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function insertEnrolment(tx: Db, values: NewEnrolment): Promise<void> {
  await tx.insert(enrolments).values({ id: crypto.randomUUID(), ...values });
}

/** Ends the user's enrolments: all of them, or the one in `curriculumCode`. */
export async function removeEnrolments(tx: Db, userId: string, curriculumCode?: string): Promise<void> {
  await tx
    .delete(enrolments)
    .where(
      and(eq(enrolments.userId, userId), curriculumCode ? eq(enrolments.curriculumCode, curriculumCode) : undefined),
    );
}

/** Whether the teacher is assigned to this curriculum and subject. */
export async function teachesIn(tx: Db, userId: string, curriculumCode: string, subject: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.curriculumCode, curriculumCode),
        eq(enrolments.subject, subject),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Moves a teacher's assignment `from` one curriculum and subject `to` another; whether there was one to move. */
export async function moveAssignment(
  tx: Db,
  userId: string,
  from: { curriculumCode: string; subject: string },
  to: { curriculum: string; curriculumCode: string; subject: string | null },
): Promise<boolean> {
  const moved = await tx
    .update(enrolments)
    .set(to)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.curriculumCode, from.curriculumCode),
        eq(enrolments.subject, from.subject),
      ),
    )
    .returning({ id: enrolments.id });
  return moved.length > 0;
}
