import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export interface ParentOrGuardian {
  parentFirstName?: string;
  parentMiddleName?: string;
  parentLastName?: string;
  parentMobile?: string;
  parentEmail?: string;
  parentAddress?: string;
}

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
    /** The curriculum (and subject, for teachers) the user is working in now. */
    curriculum: text('curriculum'),
    curriculumCode: text('curriculum_code'),
    subject: text('subject'),
    /** Deleted users are hidden, never erased, so their results and messages stay readable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_live_idx').on(t.email).where(sql`${t.deletedAt} is null`),
    index('users_role_idx').on(t.role),
  ],
);

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
  (t) => [index('enrolments_user_idx').on(t.userId), index('enrolments_code_idx').on(t.curriculumCode)],
);

export type UserRow = typeof users.$inferSelect;
export type EnrolmentRow = typeof enrolments.$inferSelect;
