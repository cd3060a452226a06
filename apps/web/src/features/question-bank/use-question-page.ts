import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { getQuestion } from '@kaksha/contracts/question-bank';
import { sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

/** A page of the question library for the admin list. */
export const useQuestionPage = (request: ListPageRequest) =>
  useEndpointPage(getQuestion, { body: { ...sortChecked(request), role: 'Admin' } });
