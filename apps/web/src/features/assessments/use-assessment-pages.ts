import { getAlltemp, getAssessmentsList } from '@kaksha/contracts';
import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

/** A page of templates for the admin list. */
export const useTemplatePage = (request: ListPageRequest) =>
  useEndpointPage(getAlltemp, { query: sortChecked(request) });

/** A page of assessments for the admin list. */
export const useAssessmentPage = (request: ListPageRequest) =>
  useEndpointPage(getAssessmentsList, { body: sortChecked(request) });
