import {
  type CourseInput,
  copyChapter,
  createCourse,
  deleteCourse,
  getCourse,
  getCourseTopics,
  getSubjectinfo,
  updateCourse,
} from '@kaksha/contracts/curriculum-content';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';
import { CATALOGUE_READS } from './catalogue-reads.ts';

export const useCourse = (id: string | undefined) =>
  useEndpointQuery(getCourse, id ? { body: { _id: id } } : null, { select: (answer) => answer.data });

const subjectRef = (curriculumCode: string | undefined, subject: string | undefined) =>
  curriculumCode && subject ? { body: { curriculumCode, subject } } : null;

/** A subject's details, shown read-only on the chapter content form. */
export const useSubjectInfo = (curriculumCode: string | undefined, subject: string | undefined) =>
  useEndpointQuery(getSubjectinfo, subjectRef(curriculumCode, subject), { select: (answer) => answer.data });

/** The topics of a subject with their chapter names, for the question form. */
export const useCourseTopics = (curriculumCode: string | undefined, subject: string | undefined) =>
  useEndpointQuery(getCourseTopics, subjectRef(curriculumCode, subject), { select: (answer) => answer.data });

export const useSaveCourse = (id: string | undefined) =>
  useEndpointMutation(
    (values: CourseInput) =>
      id
        ? call(updateCourse, { body: { condition: { _id: id }, updateData: values } })
        : call(createCourse, { body: values }),
    CATALOGUE_READS,
  );

export const useDeleteCourse = () =>
  useEndpointMutation((id: string) => call(deleteCourse, { params: { id } }), CATALOGUE_READS, [getCourse]);

export const useCopyCourse = () =>
  useEndpointMutation(async (id: string) => (await call(copyChapter, { params: { id } })).message, CATALOGUE_READS);
