import { getQuestion } from '@kaksha/contracts';
import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

/** A page of the question library for the admin list. */
export const useQuestionPage = (request: ListPageRequest) =>
  useEndpointPage(getQuestion, { body: { ...sortChecked(request), role: 'Admin' } });
