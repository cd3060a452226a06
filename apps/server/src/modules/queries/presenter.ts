import type { QueryChatDto, QueryMessageDto } from '@kaksha/contracts';
import type { QueryChatRow } from '../../db/schema/index.ts';

export interface MessageWithAuthor {
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
