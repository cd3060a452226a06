import { type AssessmentDto, createMeeting, getAssignmentByID } from '@kaksha/contracts/assessments';
import {
  fetchAssignments,
  fetchAssignmentsById,
  getPendingQuestions,
  testSubmitByTeacher,
} from '@kaksha/contracts/correction';
import { getAssignments, getAssignmentsResult, getResult } from '@kaksha/contracts/test-taking';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';
import { getSession, useSession } from '../../lib/session.ts';
import { clockOffset } from './server-clock.ts';

/**
 * The signed-in student's assignments in all their curricula (student spec §7: a list of codes),
 * or in one curriculum when `curriculumCode` is given (the lab). `labSession` keeps lab tests only.
 */
export function useStudentAssignments(options: { labSession?: boolean; curriculumCode?: string | null } = {}) {
  // The token lists every curriculum the student belongs to; the server checks each code again.
  const enrolled = useSession()?.claims.userCurriculum ?? [];
  const codes = options.curriculumCode ? [options.curriculumCode] : enrolled;
  const input =
    codes.length === 0
      ? null
      : {
          body: {
            curriculumCode: options.curriculumCode ?? codes,
            ...(options.labSession === undefined ? {} : { labSession: options.labSession }),
          },
        };
  const query = useEndpointQuery(getAssignments, input, { select: (answer) => answer.data });
  // Not enrolled anywhere: nothing to ask, and nothing to wait for.
  const none = codes.length === 0;
  return {
    data: none ? ([] as AssessmentDto[]) : query.data,
    isPending: none ? false : query.isPending,
    error: query.error,
    refetch: query.refetch,
    isFetching: query.isFetching,
  };
}

/**
 * One assignment of the student's, found in their list (which says its curriculum) and read
 * again with getAssignmentByID for the server's clock.
 */
export function useStudentAssignment(testID: string) {
  const list = useStudentAssignments();
  const listed = list.data?.find((a) => a.testID === testID);
  const one = useEndpointQuery(
    getAssignmentByID,
    listed ? { body: { testID, curriculumCode: listed.curriculumCode } } : null,
  );
  return {
    assignment: one.data?.data[0] ?? listed,
    /** Milliseconds to add to the device clock to get the server's. */
    offsetMs: clockOffset(one.data?.serverTime, one.dataUpdatedAt),
    isPending: list.isPending || (listed !== undefined && one.isPending),
    notFound: list.data !== undefined && listed === undefined,
    error: list.error ?? one.error,
  };
}

const ownResultInput = (testID: string) => {
  const userID = getSession()?.claims.userID;
  return userID ? { body: { testID, userID } } : null;
};

/** The student's result of a test for the assignment-result page (null before it exists). */
export const useAssignmentResult = (testID: string) =>
  useEndpointQuery(getAssignmentsResult, ownResultInput(testID), { select: (a) => a.data });

/** The same result as the test-result page asks for it. */
export const useTestResult = (testID: string) =>
  useEndpointQuery(getResult, ownResultInput(testID), { select: (a) => a.data });

/**
 * The proctoring meeting link of the student's test, made on first ask (only while `wanted`: the
 * instructions are open). The link does not change, so it is asked once per test.
 */
export const useMeetingLink = (curriculumCode: string, testID: string, wanted: boolean) =>
  useEndpointQuery(createMeeting, wanted ? { body: { curriculumCode, testID } } : null, {
    select: (answer) => answer.data.joinUrl,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The tests a teacher corrects: their current curriculum and subject (the server checks both). */
export const useTeacherAssignments = (curriculumCode: string | null, subject: string | null) =>
  useEndpointQuery(
    fetchAssignments,
    curriculumCode ? { body: { curriculumCode, ...(subject ? { subject } : {}) } } : null,
    { select: (a) => a.data.data },
  );

export const useAssignmentToCorrect = (testID: string, curriculumCode: string) =>
  useEndpointQuery(fetchAssignmentsById, { body: { testID, curriculumCode } }, { select: (a) => a.data.data[0] });

export const usePendingQuestions = (testID: string) =>
  useEndpointQuery(getPendingQuestions, { body: { testID } }, { select: (a) => a.data.data });

export interface CorrectionInput {
  testID: string;
  userID: string;
  marks: { _id: string; acheivedMarks: number; comments: string; valid: boolean }[];
}

/** Saves one student's marks; the server recomputes the result. */
export const useSubmitCorrection = () =>
  useEndpointMutation(
    ({ testID, userID, marks }: CorrectionInput) =>
      call(testSubmitByTeacher, {
        body: { globalInfo: { testID }, transaction: marks, result: { userID, studentId: userID } },
      }),
    [getPendingQuestions, fetchAssignments],
  );
