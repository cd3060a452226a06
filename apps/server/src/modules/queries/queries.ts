import type { QueryChatDto } from '@kaksha/contracts';
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enrolments, type QueryChatRow, queryChats, queryMessages, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { Assignment } from './policy.ts';
import { mayReadQuery } from './policy.ts';
import { type MessageWithAuthor, presentChat } from './presenter.ts';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The curricula and subjects a teacher is assigned to. */
export async function assignmentsOf(db: Db, userId: string): Promise<Assignment[]> {
  return db
    .select({ curriculumCode: enrolments.curriculumCode, subject: enrolments.subject })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), isNotNull(enrolments.subject)));
}

/** Chats with their messages and names, in the order of `rows`. */
export async function presentChats(db: Db, rows: QueryChatRow[]): Promise<QueryChatDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const messages = await db
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
    .where(inArray(queryMessages.chatId, ids))
    .orderBy(asc(queryMessages.createdAt), asc(queryMessages.id));
  const senders = await db
    .select({ id: users.id, name: fullName })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.senderId),
      ),
    );
  const byChat = new Map<string, MessageWithAuthor[]>();
  for (const m of messages) byChat.set(m.chatId, [...(byChat.get(m.chatId) ?? []), m]);
  const names = new Map(senders.map((s) => [s.id, s.name]));
  return rows.map((row) => presentChat(row, names.get(row.senderId) ?? '', byChat.get(row.id) ?? []));
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

export async function presentOne(db: Db, row: QueryChatRow): Promise<QueryChatDto> {
  const [dto] = await presentChats(db, [row]);
  if (!dto) throw notFound();
  return dto;
}

/** The student's own queries in a curriculum, newest first. */
export async function studentQueries(db: Db, userId: string, curriculumCode: string, limit?: number) {
  const query = db
    .select()
    .from(queryChats)
    .where(and(eq(queryChats.senderId, userId), eq(queryChats.curriculumCode, curriculumCode)))
    .orderBy(desc(queryChats.updatedAt));
  return presentChats(db, limit ? await query.limit(limit) : await query);
}

/** The queries of the teacher's subjects in one curriculum, newest first. */
export async function teacherQueries(db: Db, userId: string, curriculumCode: string) {
  const subjects = (await assignmentsOf(db, userId))
    .filter((a) => a.curriculumCode === curriculumCode && a.subject)
    .map((a) => a.subject as string);
  if (subjects.length === 0) return [];
  const conditions: SQL[] = subjects.map((subject) => eq(queryChats.subject, subject));
  const rows = await db
    .select()
    .from(queryChats)
    .where(and(eq(queryChats.curriculumCode, curriculumCode), or(...conditions)))
    .orderBy(desc(queryChats.updatedAt))
    .limit(500);
  return presentChats(db, rows);
}
