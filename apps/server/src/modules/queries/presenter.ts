import type { QueryChatDto, QueryMessageDto } from '@kaksha/contracts/queries';
import type { Db } from '../../db/client.ts';
import type { QueryChatRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { messagesOf, namesOf } from './queries.ts';

export interface MessageWithAuthor {
  chatId: string;
  message: string;
  authorId: string;
  authorName: string;
  authorRole: string;
  createdAt: Date;
}

const presentMessage = (m: MessageWithAuthor): QueryMessageDto => ({
  message: m.message,
  author_id: m.authorId,
  authorName: m.authorName,
  authorRole: m.authorRole,
  createdAt: m.createdAt.toISOString(),
});

export const presentChat = (
  row: QueryChatRow,
  senderName: string,
  messages: readonly MessageWithAuthor[],
): QueryChatDto => ({
  _id: row.id,
  chatID: row.id,
  sender_id: row.senderId,
  senderName,
  curriculum: row.curriculum,
  curriculumCode: row.curriculumCode,
  subject: row.subject,
  topic: row.topic,
  chapter: row.chapter,
  status: row.status as QueryChatDto['status'],
  feedback: row.feedback,
  rating: row.rating,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  messages: messages.map(presentMessage),
});

/** Chats with their messages and names, in the order of `rows`. */
export async function presentChats(db: Db, rows: QueryChatRow[]): Promise<QueryChatDto[]> {
  if (rows.length === 0) return [];
  const messages = await messagesOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await namesOf(
    db,
    rows.map((r) => r.senderId),
  );
  const byChat = new Map<string, MessageWithAuthor[]>();
  for (const m of messages) byChat.set(m.chatId, [...(byChat.get(m.chatId) ?? []), m]);
  return rows.map((row) => presentChat(row, names.get(row.senderId) ?? '', byChat.get(row.id) ?? []));
}

export async function presentOne(db: Db, row: QueryChatRow): Promise<QueryChatDto> {
  const [dto] = await presentChats(db, [row]);
  if (!dto) throw notFound();
  return dto;
}
