import {
  addSubject,
  copySubject,
  deleteSubject,
  getSubjectById,
  getSubjectsForCourse,
  type SubjectInput,
  updateSubject,
} from '@kaksha/contracts/curriculum-content';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';
import { CATALOGUE_READS } from './catalogue-reads.ts';

export const useSubject = (id: string | undefined) =>
  useEndpointQuery(getSubjectById, id ? { body: { subjectId: id } } : null, { select: (answer) => answer.data });

/** The subjects of one curriculum, for the forms' subject select. */
export const useSubjectsOf = (curriculumCode: string | undefined) =>
  useEndpointQuery(getSubjectsForCourse, curriculumCode ? { body: { curriculumCode } } : null, {
    select: (answer) => answer.data,
  });

export const useSaveSubject = (id: string | undefined) =>
  useEndpointMutation(
    (values: SubjectInput) =>
      id ? call(updateSubject, { body: { subjectId: id, updateData: values } }) : call(addSubject, { body: values }),
    CATALOGUE_READS,
  );

export const useDeleteSubject = () =>
  useEndpointMutation(
    (row: { curriculum: string; curriculumCode: string; subject: string }) =>
      call(deleteSubject, {
        body: { curriculum: row.curriculum, curriculumCode: row.curriculumCode, subject: row.subject },
      }),
    CATALOGUE_READS,
    [getSubjectById],
  );

export const useCopySubject = () =>
  useEndpointMutation(async (id: string) => (await call(copySubject, { params: { id } })).message, CATALOGUE_READS);
