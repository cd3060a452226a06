import {
  addQuestion,
  copyQuestions,
  deleteQuestion,
  getQuestion,
  type QuestionInput,
  updateQuestion,
} from '@kaksha/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { catalogueKey, useRefreshCatalogue } from '../curriculum/catalogue-keys.ts';

export function useQuestions() {
  return useQuery({
    queryKey: catalogueKey('questions'),
    queryFn: ({ signal }) => call(getQuestion, { body: { role: 'Admin' }, signal }),
    select: (answer) => answer.data,
  });
}

export function useQuestion(questionID: string | undefined) {
  return useQuery({
    queryKey: catalogueKey('question', questionID),
    queryFn: ({ signal }) => call(getQuestion, { body: { questionID, role: 'Admin' }, signal }),
    enabled: Boolean(questionID),
    select: (answer) => answer.data[0],
  });
}

export function useSaveQuestion(questionID: string | undefined) {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (values: QuestionInput) =>
      questionID
        ? call(updateQuestion, { body: { questionID, updateData: values } })
        : call(addQuestion, { body: values }),
    onSuccess: refresh,
  });
}

export function useDeleteQuestion() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (questionID: string) => call(deleteQuestion, { params: { id: questionID } }),
    onSuccess: refresh,
  });
}

export function useCopyQuestion() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: async (questionID: string) => (await call(copyQuestions, { params: { id: questionID } })).message,
    onSuccess: refresh,
  });
}
