import {
  changeStatus,
  getAllQueries,
  getAllTeacherQueries,
  getQueryByID,
  QUERY_READS,
  type QueryInsertInput,
  queryInsert,
  queryReply,
  queryUpdate,
  updateRating,
} from '@kaksha/contracts/queries';
import type { QueryStatus } from '@kaksha/contracts/session-rules';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';
import { getSession } from '../../lib/session.ts';

/** Every read a change to a query can alter: both sides' lists and the open chat. */

const currentCurriculum = () => getSession()?.claims.curriculumCode ?? null;

/** The student's queries in the curriculum they work in now, newest first; `limit` 4 on the dashboard. */
export function useMyQueries(limit?: number) {
  const curriculumCode = currentCurriculum();
  return useEndpointQuery(getAllQueries, curriculumCode ? { body: { curriculumCode, limit } } : null, {
    select: (answer) => answer.data,
  });
}

/** The queries of the teacher's curriculum and subject (the server scopes them). */
export function useTeacherQueries() {
  const claims = getSession()?.claims;
  const curriculumCode = claims?.curriculumCode ?? null;
  return useEndpointQuery(
    getAllTeacherQueries,
    curriculumCode ? { body: { curriculumCode, curriculum: claims?.curriculum ?? undefined } } : null,
    { select: (answer) => answer.data },
  );
}

/** One query with its messages, while its chat is open. */
export function useQueryChat(chatID: string | null) {
  return useEndpointQuery(getQueryByID, chatID ? { body: { chatID } } : null, { select: (answer) => answer.data });
}

export function useRaiseQuery() {
  return useEndpointMutation((body: QueryInsertInput) => call(queryInsert, { body }), QUERY_READS);
}

/** The student's reply, Resolve or feedback: one of them per call. */
export type StudentQueryChange = { messages: [{ message: string }] } | { status: 2 } | { feedback: string };

export function useUpdateQuery() {
  return useEndpointMutation(
    ({ chatID, change }: { chatID: string; change: StudentQueryChange }) =>
      call(queryUpdate, { body: { chatID, ...change } }),
    QUERY_READS,
  );
}

export function useRateQuery() {
  return useEndpointMutation(
    ({ chatId, rating }: { chatId: string; rating: number }) => call(updateRating, { body: { chatId, rating } }),
    QUERY_READS,
  );
}

export function useChangeQueryStatus() {
  return useEndpointMutation(
    ({ chatID, status }: { chatID: string; status: QueryStatus }) => call(changeStatus, { body: { chatID, status } }),
    QUERY_READS,
  );
}

export function useTeacherReply() {
  return useEndpointMutation(
    ({ chatID, message }: { chatID: string; message: string }) =>
      call(queryReply, { body: { chatID, messages: [{ message }] } }),
    QUERY_READS,
  );
}
