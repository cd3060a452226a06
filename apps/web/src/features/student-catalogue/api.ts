import { getAllChapters, getSubjectsByCur, getTopicByCurSub, getUserCurr } from '@kaksha/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';

/** The signed-in user's curricula (their enrolments). */
export function useMyCurricula() {
  const userID = getSession()?.claims.userID ?? null;
  return useQuery({
    queryKey: ['getUserCurr', userID],
    queryFn: ({ signal }) => call(getUserCurr, { params: { userID: userID ?? '' }, signal }),
    enabled: userID !== null,
    select: (answer) => answer.data,
  });
}

export function useSubjects(curriculumCode: string | null) {
  return useQuery({
    queryKey: ['getSubjectsByCur', curriculumCode],
    queryFn: ({ signal }) => call(getSubjectsByCur, { body: { curriculumCode: curriculumCode ?? '' }, signal }),
    enabled: Boolean(curriculumCode),
    select: (answer) => answer.data.map((s) => s.subject),
  });
}

export function useTopics(curriculumCode: string | null, subject: string | null) {
  return useQuery({
    queryKey: ['getTopicByCurSub', curriculumCode, subject],
    queryFn: ({ signal }) =>
      call(getTopicByCurSub, { body: { curriculumCode: curriculumCode ?? '', subject: subject ?? '' }, signal }),
    enabled: Boolean(curriculumCode && subject),
    select: (answer) => answer.data.map((t) => t.topic),
  });
}

export interface TopicChoice {
  curriculumCode: string | null;
  subject: string | null;
  topic: string | null;
}

export function useChapters({ curriculumCode, subject, topic }: TopicChoice) {
  return useQuery({
    queryKey: ['getAllChapters', curriculumCode, subject, topic],
    queryFn: ({ signal }) =>
      call(getAllChapters, {
        body: { curriculumCode: curriculumCode ?? '', subject: subject ?? '', topic: topic ?? '' },
        signal,
      }),
    enabled: Boolean(curriculumCode && subject && topic),
    select: (answer) => answer.data,
  });
}
