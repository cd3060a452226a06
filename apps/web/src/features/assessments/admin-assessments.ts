import {
  type CreateAssessmentInput,
  copyAssessment,
  createAssessment,
  deleteAssessment,
  getAssessmentsList,
  getAssignmentByID,
  getMeeting,
  updateAssessment,
} from '@kaksha/contracts/assessments';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** Every assessment, newest first. */
export const useAssessments = () =>
  useEndpointQuery(getAssessmentsList, { body: { all: true } }, { select: (a) => a.data });

/** One assessment with its frozen questions (and their keys, for staff). */
export const useAssessment = (testID: string | undefined, curriculumCode: string | undefined) =>
  useEndpointQuery(getAssignmentByID, testID && curriculumCode ? { body: { testID, curriculumCode } } : null, {
    select: (answer) => ({
      assessment: answer.data[0],
      questions: answer.testquestion.flatMap((entry) => entry.testq.slice(0, 1)),
    }),
  });

/** One assessment to edit: its questions and the server's clock, which decides what may change. */
export const useAssessmentToEdit = (testID: string | undefined, curriculumCode: string | undefined) =>
  useEndpointQuery(getAssignmentByID, testID && curriculumCode ? { body: { testID, curriculumCode } } : null, {
    select: (answer) => ({
      assessment: answer.data[0],
      questions: answer.testquestion.flatMap((entry) => entry.testq.slice(0, 1)),
      serverTime: answer.serverTime,
    }),
  });

const changesAssessments = [getAssessmentsList, getAssignmentByID];

export const useCreateAssessment = () =>
  useEndpointMutation((values: CreateAssessmentInput) => call(createAssessment, { body: values }), changesAssessments);

export const useUpdateAssessment = () =>
  useEndpointMutation(
    (values: CreateAssessmentInput & { testID: string }) => call(updateAssessment, { body: values }),
    changesAssessments,
  );

/** Copies an assessment as a draft; answers the copy, whose edit form schedules it. */
export const useCopyAssessment = () =>
  useEndpointMutation(
    async (testID: string) => await call(copyAssessment, { params: { id: testID } }),
    changesAssessments,
  );

// Only the list is refreshed, so the open view does not refetch its deleted assessment (404).
export const useDeleteAssessment = () =>
  useEndpointMutation((testID: string) => call(deleteAssessment, { body: { testID } }), [getAssessmentsList]);

/** The test meeting links (admin test-link). */
export const useMeetings = () => useEndpointQuery(getMeeting, {}, { select: (answer) => answer.data });
