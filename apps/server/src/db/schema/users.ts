import { type AnyColumn, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export interface ParentOrGuardian {
  parentFirstName?: string;
  parentMiddleName?: string;
  parentLastName?: string;
  parentMobile?: string;
  parentEmail?: string;
  parentAddress?: string;
}

/** The columns a student's state is read from: the users table's, or the live user counts'. */
export interface StateColumns {
  isActive: AnyColumn;
  isRejected: AnyColumn;
  /** True once an admin accepted the user. */
  accepted: SQL;
}

/**
 * A student's state as one SQL expression naming it (the rule of modules/admin-users/student-state.ts).
 * The people lists filter on it and users_live_role_state_name_idx indexes it, so a state's
 * students are one stretch of the index in name order, however few they are. Its words are SQL
 * literals, not parameters, so the query's expression is the index's.
 */
export const studentStateCase = (on: StateColumns): SQL =>
  sql`(case when ${on.isRejected} then 'Rejected' when ${on.isActive} then 'Active' when ${on.accepted} then 'Inactive' else 'Awaiting acceptance' end)`;

/** Roles: the five built in plus any an admin adds (stored lowercase). */
export const roles = pgTable('roles', {
  roleName: text('role_name').primaryKey(),
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role')
      .notNull()
      .references(() => roles.roleName),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    gender: text('gender'),
    dob: text('dob'),
    address: text('address').notNull().default(''),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    pincode: text('pincode'),
    identityNumber: text('identity_number'),
    identityUrl: text('identity_url'),
    parentOrGardien: jsonb('parent_or_gardien').$type<ParentOrGuardian>(),
    isActive: boolean('is_active').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isRejected: boolean('is_rejected').notNull().default(false),
    isGoogle: boolean('is_google').notNull().default(false),
    /** When an admin first accepted (or activated) the user; tells Inactive from Awaiting acceptance. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The curriculum (and subject, for teachers) the user is working in now. */
    curriculum: text('curriculum'),
    curriculumCode: text('curriculum_code'),
    subject: text('subject'),
    /** A student's standing time multiplier of every timed test (1, 1.25, 1.5, 2: accommodations). */
    timeMultiplier: doublePrecision('time_multiplier').notNull().default(1),
    /** Deleted users are hidden, never erased, so their results and messages stay readable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_live_idx').on(t.email).where(sql`${t.deletedAt} is null`),
    index('users_role_idx').on(t.role),
    // The people lists sort by first name (case-insensitive) and by date joined, a page at a time.
    // Partial on live users. The migration adds INCLUDE (first_name) so a page's ids come from the
    // index alone (0016_list_page_indexes); the state index below includes its columns too.
    index('users_live_role_first_name_idx')
      .on(t.role, sql`lower(${t.firstName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_live_role_created_idx').on(t.role, t.createdAt).where(sql`${t.deletedAt} is null`),
    // A state filter walks its own stretch in name order (a thousand rejected students among
    // 50,000 would otherwise be looked for along the whole name index).
    index('users_live_role_state_name_idx')
      .on(
        t.role,
        studentStateCase({ isActive: t.isActive, isRejected: t.isRejected, accepted: isNotNull(t.acceptedAt) }),
        sql`lower(${t.firstName})`,
        t.id,
      )
      .where(sql`${t.deletedAt} is null`),
    // The staff list: the few hundred non-students in name order, not a scan of every student.
    index('users_live_staff_name_idx')
      .on(sql`lower(${t.firstName})`, t.id)
      .where(sql`${t.deletedAt} is null and ${t.role} <> 'student'`),
  ],
);

/**
 * How many live users there are in each role and state, kept by triggers on `users` in the same
 * transaction as the change (migration 0015_live_user_counts), so a list's total is a read of a
 * few rows instead of a count of 50,000. Only the triggers write it.
 */
export const liveUserCounts = pgTable(
  'live_user_counts',
  {
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull(),
    isRejected: boolean('is_rejected').notNull(),
    accepted: boolean('accepted').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive, t.isRejected, t.accepted] })],
);

/**
 * What the people lists' searches read, one narrow row per live user, kept by triggers on `users`
 * in the same transaction as the change (migration 0026_people_search). A common name matches a
 * tenth of a school; finding and sorting those matches on `users` reads nearly every page of its
 * wide rows, while here they lie on half as many pages and their searched text is already lowered.
 * The trigram indexes on the three *_text columns are made by the migration where pg_trgm exists.
 * Only the triggers write it.
 */
export const peopleSearch = pgTable('people_search', {
  userId: text('user_id').primaryKey(),
  role: text('role').notNull(),
  /** lower(first_name): the lists' name order. */
  nameKey: text('name_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull(),
  isRejected: boolean('is_rejected').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  /**
   * lower(first_name || ' ' || last_name), lower(email), lower(mobile): the searched columns of the
   * people lists. E-mails are stored lowered (contracts/common.ts), so email_text is also their order.
   */
  nameText: text('name_text').notNull(),
  emailText: text('email_text').notNull(),
  mobileText: text('mobile_text').notNull(),
});

/** A user's place in a curriculum: students are enrolled; teachers are assigned (with a subject). */
export const enrolments = pgTable(
  'enrolments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    curriculum: text('curriculum').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    subject: text('subject'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enrolments_user_idx').on(t.userId),
    index('enrolments_code_idx').on(t.curriculumCode),
    // A student is in a curriculum once: a purchase confirmed twice (browser and webhook) enrols once.
    uniqueIndex('enrolments_student_once_idx').on(t.userId, t.curriculumCode).where(sql`${t.subject} is null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type EnrolmentRow = typeof enrolments.$inferSelect;
