import {
  type CourseInput,
  copyChapter,
  createCourse,
  deleteCourse,
  getAllCourse,
  getCourse,
  getCourseTopics,
  getSubjectinfo,
  updateCourse,
} from '@kaksha/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { catalogueKey, useRefreshCatalogue } from './catalogue-keys.ts';

export function useCourses() {
  return useQuery({
    queryKey: catalogueKey('courses'),
    queryFn: ({ signal }) => call(getAllCourse, { signal }),
    select: (answer) => answer.data,
  });
}

export function useCourse(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKey('course', id),
    queryFn: ({ signal }) => call(getCourse, { body: { _id: id ?? '' }, signal }),
    enabled: Boolean(id),
    select: (answer) => answer.data,
  });
}

/** A subject's details, shown read-only on the chapter content form. */
export function useSubjectInfo(curriculumCode: string | undefined, subject: string | undefined) {
  return useQuery({
    queryKey: catalogueKey('subject-info', curriculumCode, subject),
    queryFn: ({ signal }) =>
      call(getSubjectinfo, { body: { curriculumCode: curriculumCode ?? '', subject: subject ?? '' }, signal }),
    enabled: Boolean(curriculumCode && subject),
    select: (answer) => answer.data,
  });
}

/** The topics of a subject with their chapter names, for the question form. */
export function useCourseTopics(curriculumCode: string | undefined, subject: string | undefined) {
  return useQuery({
    queryKey: catalogueKey('course-topics', curriculumCode, subject),
    queryFn: ({ signal }) =>
      call(getCourseTopics, { body: { curriculumCode: curriculumCode ?? '', subject: subject ?? '' }, signal }),
    enabled: Boolean(curriculumCode && subject),
    select: (answer) => answer.data,
  });
}

export function useSaveCourse(id: string | undefined) {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (values: CourseInput) =>
      id
        ? call(updateCourse, { body: { condition: { _id: id }, updateData: values } })
        : call(createCourse, { body: values }),
    onSuccess: refresh,
  });
}

export function useDeleteCourse() {
  const refresh = useRefreshCatalogue();
  return useMutation({ mutationFn: (id: string) => call(deleteCourse, { params: { id } }), onSuccess: refresh });
}

export function useCopyCourse() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: async (id: string) => (await call(copyChapter, { params: { id } })).message,
    onSuccess: refresh,
  });
}
