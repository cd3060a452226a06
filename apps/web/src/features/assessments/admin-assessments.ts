import {
  type CreateAssessmentInput,
  createAssessment,
  deleteAssessment,
  getAssessmentsList,
  getAssignmentByID,
  getMeeting,
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

const changesAssessments = [getAssessmentsList, getAssignmentByID];

export const useCreateAssessment = () =>
  useEndpointMutation((values: CreateAssessmentInput) => call(createAssessment, { body: values }), changesAssessments);

// Only the list is refreshed, so the open view does not refetch its deleted assessment (404).
export const useDeleteAssessment = () =>
  useEndpointMutation((testID: string) => call(deleteAssessment, { body: { testID } }), [getAssessmentsList]);

/** The test meeting links (admin test-link). */
export const useMeetings = () => useEndpointQuery(getMeeting, {}, { select: (answer) => answer.data });
