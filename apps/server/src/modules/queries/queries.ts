import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enrolments, type QueryChatRow, queryChats, queryMessages, subjects, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { Assignment } from './policy.ts';
import { mayReadQuery } from './policy.ts';
import type { MessageWithAuthor } from './presenter.ts';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The curricula and subjects a teacher is assigned to. */
export async function assignmentsOf(db: Db, userId: string): Promise<Assignment[]> {
  return db
    .select({ curriculumCode: enrolments.curriculumCode, subject: enrolments.subject })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), isNotNull(enrolments.subject)));
}

/** The messages of some chats with their authors, oldest first. */
export function messagesOf(db: Db, chatIds: string[]): Promise<MessageWithAuthor[]> {
  return db
    .select({
      chatId: queryMessages.chatId,
      message: queryMessages.message,
      authorId: queryMessages.authorId,
      authorName: fullName,
      authorRole: users.role,
      createdAt: queryMessages.createdAt,
    })
    .from(queryMessages)
    .innerJoin(users, eq(users.id, queryMessages.authorId))
    .where(inArray(queryMessages.chatId, chatIds))
    .orderBy(asc(queryMessages.createdAt), asc(queryMessages.id));
}

/** The full names of some users by id. */
export async function namesOf(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** One chat the actor may read, else 404 (missing and not-yours look alike). `lock` holds it for a change. */
export async function findReadableChat(db: Db, actor: Actor, chatId: string, lock = false): Promise<QueryChatRow> {
  const query = db.select().from(queryChats).where(eq(queryChats.id, chatId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  const assignments = actor.role === 'teacher' ? await assignmentsOf(db, actor.userId) : [];
  if (!mayReadQuery(actor, row, assignments)) throw notFound();
  return row;
}

/** The student's own queries in a curriculum, newest first. */
export async function studentQueries(
  db: Db,
  userId: string,
  curriculumCode: string,
  limit?: number,
): Promise<QueryChatRow[]> {
  const query = db
    .select()
    .from(queryChats)
    .where(and(eq(queryChats.senderId, userId), eq(queryChats.curriculumCode, curriculumCode)))
    .orderBy(desc(queryChats.updatedAt));
  return limit ? query.limit(limit) : query;
}

/** The queries of the teacher's subjects in one curriculum, newest first. */
export async function teacherQueries(db: Db, userId: string, curriculumCode: string): Promise<QueryChatRow[]> {
  const subjects = (await assignmentsOf(db, userId))
    .filter((a) => a.curriculumCode === curriculumCode && a.subject)
    .map((a) => a.subject as string);
  if (subjects.length === 0) return [];
  const conditions: SQL[] = subjects.map((subject) => eq(queryChats.subject, subject));
  return db
    .select()
    .from(queryChats)
    .where(and(eq(queryChats.curriculumCode, curriculumCode), or(...conditions)))
    .orderBy(desc(queryChats.updatedAt))
    .limit(500);
}

/** A subject of a curriculum, if there is one. */
export async function subjectExists(db: Db, curriculumCode: string, subject: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, curriculumCode), eq(subjects.subject, subject)))
    .limit(1);
  return row !== undefined;
}

/** A new query with its first message. */
export async function insertChat(
  tx: Db,
  chat: Omit<typeof queryChats.$inferInsert, 'id'>,
  message: string,
): Promise<QueryChatRow> {
  const [row] = await tx
    .insert(queryChats)
    .values({ id: crypto.randomUUID(), ...chat })
    .returning();
  if (!row) throw new Error('query not stored');
  await addMessage(tx, row.id, chat.senderId, message);
  return row;
}

export async function addMessage(tx: Db, chatId: string, authorId: string, message: string): Promise<void> {
  await tx.insert(queryMessages).values({ id: crypto.randomUUID(), chatId, authorId, message });
}

/** Sets a query's status, its `updatedAt` now; undefined when the row is gone. */
export async function setChatStatus(tx: Db, chatId: string, status: number): Promise<QueryChatRow | undefined> {
  const [row] = await tx
    .update(queryChats)
    .set({ status, updatedAt: new Date() })
    .where(eq(queryChats.id, chatId))
    .returning();
  return row;
}

/**
 * Stores the feedback or the rating of a completed query while that field is empty; undefined
 * when it was given already (even at the same moment).
 */
export async function storeChatFeedbackOnce(
  db: Db,
  chatId: string,
  given: { feedback: string } | { rating: number },
): Promise<QueryChatRow | undefined> {
  const isFeedback = 'feedback' in given;
  const [row] = await db
    .update(queryChats)
    .set(isFeedback ? { feedback: given.feedback } : { rating: given.rating })
    .where(
      and(
        eq(queryChats.id, chatId),
        eq(queryChats.status, 2),
        isFeedback ? isNull(queryChats.feedback) : isNull(queryChats.rating),
      ),
    )
    .returning();
  return row;
}
