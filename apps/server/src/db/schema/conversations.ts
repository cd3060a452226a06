import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Query chat (student spec §3): a student's question to the teachers of a subject. */
export const queryChats = pgTable(
  'query_chats',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    curriculum: text('curriculum').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    chapter: text('chapter').notNull(),
    /** 0 open, 1 inprogress, 2 completed. */
    status: integer('status').notNull().default(0),
    feedback: text('feedback'),
    rating: integer('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('query_chats_sender_idx').on(t.senderId, t.curriculumCode),
    index('query_chats_subject_idx').on(t.curriculumCode, t.subject),
  ],
);

export const queryMessages = pgTable(
  'query_messages',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => queryChats.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    /** Sanitised rich text. */
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('query_messages_chat_idx').on(t.chatId, t.createdAt)],
);

export interface SessionModeValue {
  mode: 'Online Session' | 'Offine Session';
  address: string;
  facilities: ('AC' | 'Fan' | 'Cooler' | 'Refrigerator')[];
}

/**
 * Tutoring session (student spec §3). The teacher lists hold user ids; names and e-mails are read
 * through users, so a changed e-mail shows everywhere. The row is locked while a decision is made.
 */
export const tutoringSessions = pgTable(
  'tutoring_sessions',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    curriculum: text('curriculum').notNull(),
    curriculumCode: text('curriculum_code').notNull(),
    subject: text('subject').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    topic: text('topic').notNull().default(''),
    chapter: text('chapter').notNull().default(''),
    desc: text('desc').notNull().default(''),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    status: text('status').$type<'PENDING' | 'ACCEPTED' | 'REJECTED'>().notNull().default('PENDING'),
    /** The creator's role: student (a request) or admin (Add New). */
    role: text('role').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    link: text('link'),
    requestedTeacher: jsonb('requested_teacher').$type<string[]>().notNull().default([]),
    rejectedTeacher: jsonb('rejected_teacher').$type<string[]>().notNull().default([]),
    acceptedTeacher: jsonb('accepted_teacher').$type<string[]>().notNull().default([]),
    students: jsonb('students').$type<string[]>().notNull().default([]),
    sessionType: text('session_type').$type<'Classroom' | 'Practical'>(),
    sessionMode: jsonb('session_mode').$type<SessionModeValue>(),
    feedback: text('feedback'),
    rating: integer('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tutoring_sessions_code_idx').on(t.curriculumCode, t.start),
    index('tutoring_sessions_creator_idx').on(t.createdBy),
  ],
);

/** What lands in a user's bell (student spec §2, admin spec §2). */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use tickets that open the notification stream (EventSource sends no headers). */
export const streamTickets = pgTable('stream_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The version of a user's private calendar feed address; a reset moves it on. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type QueryChatRow = typeof queryChats.$inferSelect;
export type QueryMessageRow = typeof queryMessages.$inferSelect;
export type TutoringSessionRow = typeof tutoringSessions.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
