import {
  addSubject,
  copySubject,
  deleteSubject,
  getSubjectById,
  getSubjectsForCourse,
  type SubjectInput,
  subjectsList,
  updateSubject,
} from '@kaksha/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { catalogueKey, useRefreshCatalogue } from './catalogue-keys.ts';

export function useSubjects() {
  return useQuery({
    queryKey: catalogueKey('subjects'),
    queryFn: ({ signal }) => call(subjectsList, { body: {}, signal }),
    select: (answer) => answer.data,
  });
}

export function useSubject(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKey('subject', id),
    queryFn: ({ signal }) => call(getSubjectById, { body: { subjectId: id ?? '' }, signal }),
    enabled: Boolean(id),
    select: (answer) => answer.data,
  });
}

/** The subjects of one curriculum, for the forms' subject select. */
export function useSubjectsOf(curriculumCode: string | undefined) {
  return useQuery({
    queryKey: catalogueKey('subjects-of', curriculumCode),
    queryFn: ({ signal }) => call(getSubjectsForCourse, { body: { curriculumCode: curriculumCode ?? '' }, signal }),
    enabled: Boolean(curriculumCode),
    select: (answer) => answer.data,
  });
}

export function useSaveSubject(id: string | undefined) {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (values: SubjectInput) =>
      id ? call(updateSubject, { body: { subjectId: id, updateData: values } }) : call(addSubject, { body: values }),
    onSuccess: refresh,
  });
}

export function useDeleteSubject() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (row: { curriculum: string; curriculumCode: string; subject: string }) =>
      call(deleteSubject, {
        body: { curriculum: row.curriculum, curriculumCode: row.curriculumCode, subject: row.subject },
      }),
    onSuccess: refresh,
  });
}

export function useCopySubject() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: async (id: string) => (await call(copySubject, { params: { id } })).message,
    onSuccess: refresh,
  });
}
