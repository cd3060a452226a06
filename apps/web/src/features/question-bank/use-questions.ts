import {
  addQuestion,
  copyQuestions,
  deleteQuestion,
  getQuestion,
  type QuestionInput,
  updateQuestion,
} from '@kaksha/contracts/question-bank';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

// A question changes only the question library's own reads.
const QUESTION_READS = [getQuestion] as const;

export const useQuestion = (questionID: string | undefined) =>
  useEndpointQuery(getQuestion, questionID ? { body: { questionID, role: 'Admin' } } : null, {
    select: (answer) => answer.data[0],
  });

export const useSaveQuestion = (questionID: string | undefined) =>
  useEndpointMutation(
    (values: QuestionInput) =>
      questionID
        ? call(updateQuestion, { body: { questionID, updateData: values } })
        : call(addQuestion, { body: values }),
    QUESTION_READS,
  );

export const useDeleteQuestion = () =>
  useEndpointMutation((questionID: string) => call(deleteQuestion, { params: { id: questionID } }), QUESTION_READS);

export const useCopyQuestion = () =>
  useEndpointMutation(
    async (questionID: string) => (await call(copyQuestions, { params: { id: questionID } })).message,
    QUESTION_READS,
  );
