import { messages } from '@kaksha/contracts/messages';
import {
  changeStatus,
  getAllQueries,
  getAllTeacherQueries,
  getQueryByID,
  queryInsert,
  queryReply,
  queryUpdate,
  updateRating,
} from '@kaksha/contracts/queries';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { changeQueryStatus } from './change-query-status.ts';
import { presentChats, presentOne } from './presenter.ts';
import { findReadableChat, studentQueries, teacherQueries } from './queries.ts';
import { giveQueryFeedback } from './query-feedback.ts';
import { raiseQuery } from './raise-query.ts';
import { replyToQuery } from './reply-query.ts';

export const queryRoutes = [
  implement(queryInsert, async ({ body, actor, deps }) => ({
    status: true,
    message: messages.queryRaised,
    data: await raiseQuery(deps, actor, body),
  })),

  implement(queryUpdate, async ({ body, actor, deps }) => {
    // The body names its author; only the caller may be it.
    if (body.sender_id && body.sender_id !== actor.userId) throw notFound();
    const data = body.messages
      ? await replyToQuery(deps, actor, body.chatID, body.messages[0]?.message ?? '')
      : body.status === 2
        ? await changeQueryStatus(deps, actor, body.chatID, 2)
        : await giveQueryFeedback(deps, actor, body.chatID, { feedback: body.feedback ?? '' });
    return { status: true, message: messages.queryUpdated, data };
  }),

  implement(getAllQueries, async ({ body, actor, deps }) => {
    if (body.userID && body.userID !== actor.userId) throw notFound();
    return {
      status: true,
      data: await presentChats(deps.db, await studentQueries(deps.db, actor.userId, body.curriculumCode, body.limit)),
    };
  }),

  implement(updateRating, async ({ body, actor, deps }) => ({
    status: true,
    message: messages.queryUpdated,
    data: await giveQueryFeedback(deps, actor, body.chatId, { rating: body.rating }),
  })),

  implement(getQueryByID, async ({ body, actor, deps }) => ({
    status: true,
    data: await presentOne(deps.db, await findReadableChat(deps.db, actor, body.chatID)),
  })),

  implement(getAllTeacherQueries, async ({ body, actor, deps }) => ({
    status: true,
    data: await presentChats(deps.db, await teacherQueries(deps.db, actor.userId, body.curriculumCode)),
  })),

  implement(changeStatus, async ({ body, actor, deps }) => ({
    status: true,
    message: messages.queryUpdated,
    data: await changeQueryStatus(deps, actor, body.chatID, body.status),
  })),

  implement(queryReply, async ({ body, actor, deps }) => ({
    status: true,
    message: messages.queryUpdated,
    data: await replyToQuery(deps, actor, body.chatID, body.messages[0]?.message ?? ''),
  })),
];
