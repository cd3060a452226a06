import { getAllCurriculum } from '@kaksha/contracts/curriculum';
import { getAllCourse, subjectsList } from '@kaksha/contracts/curriculum-content';
import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

/** A page of curricula for the admin list (newest first unless sorted). */
export const useCurriculumPage = (request: ListPageRequest) =>
  useEndpointPage(getAllCurriculum, { query: sortChecked(request) });

/** A page of subjects for the admin list. */
export const useSubjectPage = (request: ListPageRequest) =>
  useEndpointPage(subjectsList, { body: sortChecked(request) });

/** A page of topics with their chapters for the chapter content list. */
export const useCoursePage = (request: ListPageRequest) =>
  useEndpointPage(getAllCourse, { query: sortChecked(request) });
