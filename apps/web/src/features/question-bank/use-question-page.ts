import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { getQuestion } from '@kaksha/contracts/question-bank';
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_LIST_PAGE } from '../../components/use-server-list.ts';
import { prefetchEndpoint, sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

const questionPageInput = (request: ListPageRequest) => ({ body: { ...sortChecked(request), role: 'Admin' } });

/** A page of the question library for the admin list. */
export const useQuestionPage = (request: ListPageRequest) => useEndpointPage(getQuestion, questionPageInput(request));

/** The question library's first page, as the menu opens it, asked for ahead. */
export const prefetchQuestionPage = (client: QueryClient) =>
  prefetchEndpoint(client, getQuestion, questionPageInput(FIRST_LIST_PAGE));
