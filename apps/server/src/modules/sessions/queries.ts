import crypto from 'node:crypto';
import type { ListQueryInput, SortOrder } from '@kaksha/contracts/list-query';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds } from '../../db/jsonb.ts';
import { type ListSpec, pageTable } from '../../db/list-page.ts';
import { enrolments, subjects, type TutoringSessionRow, tutoringSessions, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { isStaff } from '../../http/roles.ts';
import { mayReadSession, type TaughtSubject } from './policy.ts';
import type { People } from './presenter.ts';

// The calendar feed reads it from here.
export { holds };

export const studentCount = sql<number>`jsonb_array_length(${tutoringSessions.students})`;

export function whenCondition(condition: 'upcoming' | 'completed' | 'all' | undefined, now = new Date()) {
  if (condition === 'upcoming') return gt(tutoringSessions.end, now);
  if (condition === 'completed') return lte(tutoringSessions.end, now);
  return undefined;
}

export const codesOf = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** The curriculum codes a user is enrolled in (or assigned to). */
export async function enrolledCodes(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ code: enrolments.curriculumCode })
    .from(enrolments)
    .where(eq(enrolments.userId, userId));
  return [...new Set(rows.map((r) => r.code))];
}

/** Active teachers assigned to a curriculum and subject. */
export async function teachersOf(db: Db, curriculumCode: string, subject: string) {
  return db
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(enrolments, eq(enrolments.userId, users.id))
    .where(
      and(
        eq(users.role, 'teacher'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        eq(enrolments.curriculumCode, curriculumCode),
        eq(enrolments.subject, subject),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** Students enrolled in a curriculum, active: the class of an admin's session. */
export async function studentsOf(db: Db, curriculumCode: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(enrolments, eq(enrolments.userId, users.id))
    .where(
      and(
        eq(users.role, 'student'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        eq(enrolments.curriculumCode, curriculumCode),
      ),
    );
  return rows.map((r) => r.id);
}

/** The names and emails of everyone a list of sessions names, for the presenter. */
export async function peopleOf(db: Db, rows: TutoringSessionRow[]): Promise<People> {
  const ids = new Set<string>();
  for (const r of rows) {
    for (const id of [r.createdBy, ...r.requestedTeacher, ...r.rejectedTeacher, ...r.acceptedTeacher, ...r.students])
      ids.add(id);
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(
    found.map((u) => [u.id, { userID: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`.trim() }]),
  );
}

/** The curricula and subjects a teacher is assigned to; none for anyone else (the policy's input). */
export async function taughtSubjectsOf(db: Db, actor: Actor): Promise<TaughtSubject[]> {
  if (actor.role !== 'teacher') return [];
  return db
    .select({ curriculumCode: enrolments.curriculumCode, subject: enrolments.subject })
    .from(enrolments)
    .where(eq(enrolments.userId, actor.userId));
}

/**
 * The policy's reading rule (relationTo) as SQL, so lists fetch what the actor may read; the rows
 * then pass through the policy itself. Null for staff, who read every session.
 */
function readableBy(actor: Actor, taught: readonly TaughtSubject[]): SQL | null {
  if (isStaff(actor)) return null;
  if (actor.role === 'student') return holds(tutoringSessions.students, actor.userId);
  if (actor.role !== 'teacher') return sql`false`;
  const subjects = taught.flatMap((t) =>
    t.subject === null
      ? []
      : [and(eq(tutoringSessions.curriculumCode, t.curriculumCode), eq(tutoringSessions.subject, t.subject))],
  );
  return or(
    holds(tutoringSessions.requestedTeacher, actor.userId),
    holds(tutoringSessions.rejectedTeacher, actor.userId),
    holds(tutoringSessions.acceptedTeacher, actor.userId),
    ...subjects,
  ) as SQL;
}

/** One session the actor may see, else 404. `lock` holds the row until the transaction ends. */
export async function findReadableSession(db: Db, actor: Actor, id: string, lock = false) {
  const query = db.select().from(tutoringSessions).where(eq(tutoringSessions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !mayReadSession(actor, row, await taughtSubjectsOf(db, actor))) throw notFound();
  return row;
}

/** How a person's sessions page: by start, the id breaking ties; nothing to search. */
const byStart = (order: SortOrder): ListSpec<'start'> => ({
  search: [],
  sorts: { start: tutoringSessions.start },
  defaultSort: 'start',
  defaultOrder: order,
  tiebreak: tutoringSessions.id,
});

/** Only the page and its size: these lists keep one order and are not searched. */
const pageOnly = (query: ListQueryInput): ListQueryInput => ({ page: query.page, pageSize: query.pageSize });

/** One page of the ACCEPTED sessions of one curriculum that the actor may read (getSessionByCode). */
export async function acceptedSessionsOf(db: Db, actor: Actor, curriculumCode: string, query: ListQueryInput) {
  const taught = await taughtSubjectsOf(db, actor);
  const filter = and(
    eq(tutoringSessions.curriculumCode, curriculumCode),
    eq(tutoringSessions.status, 'ACCEPTED'),
    readableBy(actor, taught) ?? undefined,
  );
  return { page: await pageTable(db, tutoringSessions, byStart('asc'), pageOnly(query), filter), taught };
}

/**
 * One page of a student's own requests (helpFromTutor), soonest first. Open means not accepted
 * yet: a request one teacher declined may still be taken by another.
 */
export function ownRequests(
  db: Db,
  userId: string,
  filter: { status: 'PENDING' | 'ACCEPTED'; condition?: 'upcoming' | 'completed' | 'all'; codes?: string[] },
  query: ListQueryInput,
) {
  const statuses = filter.status === 'ACCEPTED' ? ['ACCEPTED' as const] : ['PENDING' as const, 'REJECTED' as const];
  const where = and(
    eq(tutoringSessions.createdBy, userId),
    inArray(tutoringSessions.status, statuses),
    whenCondition(filter.condition),
    filter.codes ? inArray(tutoringSessions.curriculumCode, filter.codes) : undefined,
  );
  return pageTable(db, tutoringSessions, byStart('asc'), pageOnly(query), where);
}

/**
 * A student's ACCEPTED sessions of their curricula, not yet ended (soonest first) or ended
 * (latest first); `codes` narrows to some of their curricula, never beyond them.
 */
export async function studentSessions(
  db: Db,
  userId: string,
  filter: { when: 'upcoming' | 'completed'; codes?: string[]; limit?: number },
): Promise<TutoringSessionRow[]> {
  const mine = await enrolledCodes(db, userId);
  const codes = (filter.codes ?? mine).filter((c) => mine.includes(c));
  if (codes.length === 0) return [];
  return db
    .select()
    .from(tutoringSessions)
    .where(
      and(
        holds(tutoringSessions.students, userId),
        eq(tutoringSessions.status, 'ACCEPTED'),
        inArray(tutoringSessions.curriculumCode, codes),
        whenCondition(filter.when),
      ),
    )
    .orderBy(filter.when === 'upcoming' ? asc(tutoringSessions.start) : desc(tutoringSessions.start))
    .limit(filter.limit ?? 100);
}

/** A session with more than 10 students: the ones the admin watches (see docs/decisions.md). */
const largeSession = sql`${studentCount} > 10`;

/** The admin's session bell: the next 50 large sessions that have not ended. */
export function largeUpcomingSessions(db: Db) {
  return db
    .select({
      sessionID: tutoringSessions.id,
      title: tutoringSessions.title,
      start: tutoringSessions.start,
      status: tutoringSessions.status,
      studentCount,
    })
    .from(tutoringSessions)
    .where(and(largeSession, gt(tutoringSessions.end, new Date())))
    .orderBy(asc(tutoringSessions.start))
    .limit(50);
}

/** One page of session-admin: the large sessions, or every one with `showAll`; latest first. */
export function adminSessions(db: Db, showAll: boolean, query: ListQueryInput) {
  return pageTable(db, tutoringSessions, byStart('desc'), pageOnly(query), showAll ? undefined : largeSession);
}

/**
 * The calendar's sessions by role (student spec §6): a student the ACCEPTED sessions of their
 * curricula that they are in; a teacher the sessions asked of them (refused or accepted); staff
 * every session. Each is a narrowing of what the policy lets them read.
 */
export async function calendarSessions(
  db: Db,
  actor: Actor,
  filter: { codes?: string[]; condition?: 'upcoming' | 'completed' | 'all'; limit?: number },
): Promise<TutoringSessionRow[]> {
  const parts: (SQL | undefined)[] = [whenCondition(filter.condition)];
  if (actor.role === 'student') {
    const mine = await enrolledCodes(db, actor.userId);
    const codes = filter.codes ? filter.codes.filter((c) => mine.includes(c)) : mine;
    if (codes.length === 0) return [];
    parts.push(
      eq(tutoringSessions.status, 'ACCEPTED'),
      inArray(tutoringSessions.curriculumCode, codes),
      holds(tutoringSessions.students, actor.userId),
    );
  } else if (actor.role === 'teacher') {
    parts.push(
      or(
        holds(tutoringSessions.requestedTeacher, actor.userId),
        holds(tutoringSessions.rejectedTeacher, actor.userId),
        holds(tutoringSessions.acceptedTeacher, actor.userId),
      ),
    );
    if (filter.codes) parts.push(inArray(tutoringSessions.curriculumCode, filter.codes));
  } else if (isStaff(actor)) {
    if (filter.codes) parts.push(inArray(tutoringSessions.curriculumCode, filter.codes));
  } else {
    return [];
  }
  return db
    .select()
    .from(tutoringSessions)
    .where(and(...parts))
    .orderBy(filter.condition === 'completed' ? desc(tutoringSessions.start) : asc(tutoringSessions.start))
    .limit(filter.limit ?? 500);
}

type NewSession = Omit<typeof tutoringSessions.$inferInsert, 'id'>;

export async function insertSession(tx: Db, values: NewSession): Promise<TutoringSessionRow> {
  const [row] = await tx
    .insert(tutoringSessions)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('session not stored');
  return row;
}

/** Changes a session the caller has read (and locked); its `updatedAt` becomes now. */
export async function updateSession(tx: Db, id: string, values: Partial<NewSession>): Promise<TutoringSessionRow> {
  const [row] = await tx
    .update(tutoringSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tutoringSessions.id, id))
    .returning();
  if (!row) throw new Error('session not updated');
  return row;
}

/** A subject of a curriculum, with the curriculum's long name. */
export async function findSubject(db: Db, curriculumCode: string, subject: string) {
  const [row] = await db
    .select({ id: subjects.id, curriculum: subjects.curriculum })
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, curriculumCode), eq(subjects.subject, subject)))
    .limit(1);
  return row;
}

/** A session the user requested. */
export async function findOwnSession(db: Db, id: string, userId: string): Promise<TutoringSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.id, id), eq(tutoringSessions.createdBy, userId)))
    .limit(1);
  return row;
}

/**
 * Stores a session's feedback and rating, each only while it is empty and once the session is
 * over; undefined when one of them was given already.
 */
export async function storeFeedbackOnce(
  db: Db,
  id: string,
  given: { feedback?: string; rating?: number },
): Promise<TutoringSessionRow | undefined> {
  const conditions = [eq(tutoringSessions.id, id), lte(tutoringSessions.end, new Date())];
  if (given.feedback) conditions.push(isNull(tutoringSessions.feedback));
  if (given.rating !== undefined) conditions.push(isNull(tutoringSessions.rating));
  const [row] = await db
    .update(tutoringSessions)
    .set({
      ...(given.feedback ? { feedback: given.feedback } : {}),
      ...(given.rating !== undefined ? { rating: given.rating } : {}),
    })
    .where(and(...conditions))
    .returning();
  return row;
}
