import { z } from 'zod';
import { fieldError, RequiredText, UserId } from './common.ts';
import { endpoint, ok } from './endpoint.ts';
import { messages } from './messages.ts';
import { QUERY_STATUSES } from './session-rules.ts';

/** Rich text of a query message; sanitised on the server; blank text (only tags) is refused there. */
export const QueryMessageText = z
  .string({ error: fieldError })
  .min(1, messages.required)
  .max(20_000)
  .refine(
    (value) =>
      value
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim().length > 0,
    messages.required,
  );

/** One message sent by the client: the author and time are the server's. */
export const QueryMessageInput = z.object({ message: QueryMessageText });

export const QueryStatusCode = z.union(QUERY_STATUSES.map((code) => z.literal(code)));

/** A message of a query chat (student spec §3); `authorName` and `authorRole` help the chat view. */
export const QueryMessageDto = z.object({
  message: z.string(),
  author_id: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  createdAt: z.string(),
});
export type QueryMessageDto = z.infer<typeof QueryMessageDto>;

/** Query chat (student spec §3). */
export const QueryChatDto = z.object({
  _id: z.string(),
  chatID: z.string(),
  sender_id: z.string(),
  senderName: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  topic: z.string(),
  chapter: z.string(),
  status: QueryStatusCode,
  feedback: z.string().nullable(),
  rating: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(QueryMessageDto),
});
export type QueryChatDto = z.infer<typeof QueryChatDto>;

const ChatId = z.string().min(1).max(64);

/** Raise Query (student spec §2 my-queries/raise-query). `sender_id` must be the caller. */
export const QueryInsertInput = z.object({
  sender_id: UserId.optional(),
  curriculum: RequiredText(200).optional(),
  curriculumCode: RequiredText(120),
  subject: RequiredText(200),
  topic: RequiredText(200),
  chapter: RequiredText(200),
  /** Ignored: the server's clock stamps the query. */
  createdAt: z.string().max(40).optional(),
  updatedAt: z.string().max(40).optional(),
  messages: z.array(QueryMessageInput).min(1, messages.required).max(1),
});
export type QueryInsertInput = z.input<typeof QueryInsertInput>;

export const queryInsert = endpoint({
  method: 'POST',
  path: '/queryInsert',
  access: ['student'],
  summary: 'A student raises a query in one of their curricula (status 0, open)',
  body: QueryInsertInput,
  response: ok({ message: z.string(), data: QueryChatDto }),
});

/**
 * The student's changes to their query: a reply (`messages`, while inprogress), Resolve (`status: 2`)
 * or feedback (once, when completed). Exactly one of them.
 */
export const QueryUpdateInput = z
  .object({
    chatID: ChatId,
    sender_id: UserId.optional(),
    messages: z.array(QueryMessageInput).min(1).max(1).optional(),
    status: z.literal(2).optional(),
    feedback: z.string().trim().min(1, messages.required).max(2000).optional(),
  })
  .refine(
    (body) => [body.messages, body.status, body.feedback].filter((part) => part !== undefined).length === 1,
    'Send one of messages, status or feedback',
  );

export const queryUpdate = endpoint({
  method: 'POST',
  path: '/queryUpdate',
  access: ['student'],
  summary: "The student's reply, Resolve (status 2) or feedback on their own query",
  body: QueryUpdateInput,
  response: ok({ message: z.string(), data: QueryChatDto }),
});

export const getAllQueries = endpoint({
  method: 'POST',
  path: '/getAllQueries',
  access: ['student'],
  summary: "The caller's queries in a curriculum, newest first; `limit` 4 for the dashboard",
  body: z.object({
    userID: UserId.optional(),
    curriculumCode: RequiredText(120),
    limit: z.number().int().min(1).max(100).optional(),
  }),
  response: ok({ data: z.array(QueryChatDto) }),
});

export const updateRating = endpoint({
  method: 'POST',
  path: '/updateRating',
  access: ['student'],
  summary: 'The student rates their completed query, 1 to 5 stars, once',
  body: z.object({ chatId: ChatId, rating: z.number().int().min(1).max(5) }),
  response: ok({ message: z.string(), data: QueryChatDto }),
});

export const getQueryByID = endpoint({
  method: 'POST',
  path: '/getQueryByID',
  access: ['student', 'teacher'],
  summary: "One query with its messages: the student's own, or one of the teacher's curriculum and subject",
  body: z.object({ chatID: ChatId }),
  response: ok({ data: QueryChatDto }),
});

export const getAllTeacherQueries = endpoint({
  method: 'POST',
  path: '/getAllTeacherQueries',
  access: ['teacher'],
  summary: "The queries of the teacher's subjects in a curriculum, newest first",
  body: z.object({ curriculum: z.string().max(200).optional(), curriculumCode: RequiredText(120) }),
  response: ok({ data: z.array(QueryChatDto) }),
});

export const changeStatus = endpoint({
  method: 'POST',
  path: '/changeStatus',
  access: ['teacher'],
  summary: 'Teacher: Open Query (0 to 1), Close Query (0 to 2), resolve (1 to 2), open again (2 to 1)',
  body: z.object({ chatID: ChatId, status: QueryStatusCode }),
  response: ok({ message: z.string(), data: QueryChatDto }),
});

/** The teacher's reply (the spec does not name its path). A reply to an open query opens it (1). */
export const queryReply = endpoint({
  method: 'POST',
  path: '/queryReply',
  access: ['teacher'],
  summary: "The teacher's reply on an open or inprogress query of their subject",
  body: z.object({
    chatID: ChatId,
    sender_id: UserId.optional(),
    curriculum: z.string().max(200).optional(),
    curriculumCode: z.string().max(120).optional(),
    subject: z.string().max(200).optional(),
    topic: z.string().max(200).optional(),
    chapter: z.string().max(200).optional(),
    updatedAt: z.string().max(40).optional(),
    messages: z.array(QueryMessageInput).min(1).max(1),
  }),
  response: ok({ message: z.string(), data: QueryChatDto }),
});

export const queryEndpoints = [
  queryInsert,
  queryUpdate,
  getAllQueries,
  updateRating,
  getQueryByID,
  getAllTeacherQueries,
  changeStatus,
  queryReply,
] as const;

/** Every read a change of a query can alter, on every screen and role (clients refresh these). */
export const QUERY_READS = [getAllQueries, getAllTeacherQueries, getQueryByID] as const;
