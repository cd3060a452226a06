import { getAssignmentByID } from '@kaksha/contracts/assessments';
import { getPendingQuestions } from '@kaksha/contracts/correction';
import { getTeacherDashboard } from '@kaksha/contracts/dashboards';
import { getLateMarking, getQuestionMarking, markAnswer, regradeQuestion } from '@kaksha/contracts/marking';
import { getNotifications } from '@kaksha/contracts/notifications';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** One written question of a test with every answer to it (the first still waiting, unless named). */
export const useQuestionMarking = (testID: string, questionID: string | null) =>
  useEndpointQuery(
    getQuestionMarking,
    { body: { testID, ...(questionID ? { questionID } : {}) } },
    {
      select: (answer) => answer.data,
    },
  );

export interface AnswerMarkInput {
  testID: string;
  questionID: string;
  userID: string;
  marks: number;
  comment: string;
}

/** Marks one answer; the marking screen, the per-student list and the dashboard read again. */
export const useMarkAnswer = () =>
  useEndpointMutation(
    (body: AnswerMarkInput) => call(markAnswer, { body }),
    [getQuestionMarking, getPendingQuestions, getLateMarking, getTeacherDashboard],
  );

/** Tests whose marking is late: a teacher's own, or (staff) every one. */
export const useLateMarking = () => useEndpointQuery(getLateMarking, { body: {} });

export interface RegradeInput {
  testID: string;
  questionID: string;
  correctanswer: string;
  dryRun: boolean;
  reason: string;
}

/** Previews (dryRun) or applies a corrected key; applying refreshes the test's questions. */
export const useRegradeQuestion = () =>
  useEndpointMutation((body: RegradeInput) => call(regradeQuestion, { body }), [getAssignmentByID, getNotifications]);
