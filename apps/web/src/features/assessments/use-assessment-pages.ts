import { getAssessmentsList } from '@kaksha/contracts/assessments';
import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { getAlltemp } from '@kaksha/contracts/templates';
import { sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

/** A page of templates for the admin list. */
export const useTemplatePage = (request: ListPageRequest) =>
  useEndpointPage(getAlltemp, { query: sortChecked(request) });

/** A page of assessments for the admin list. */
export const useAssessmentPage = (request: ListPageRequest) =>
  useEndpointPage(getAssessmentsList, { body: sortChecked(request) });
