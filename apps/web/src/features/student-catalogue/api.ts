import { getAllChapters, getSubjectsByCur, getTopicByCurSub, getUserCurr } from '@kaksha/contracts';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';
import { useSession } from '../../lib/session.ts';

/** The signed-in user's curricula (their enrolments). */
export function useMyCurricula() {
  const userID = useSession()?.claims.userID ?? null;
  return useEndpointQuery(getUserCurr, userID ? { params: { userID } } : null, { select: (answer) => answer.data });
}

export function useSubjects(curriculumCode: string | null) {
  return useEndpointQuery(getSubjectsByCur, curriculumCode ? { body: { curriculumCode } } : null, {
    select: (answer) => answer.data.map((s) => s.subject),
  });
}

export function useTopics(curriculumCode: string | null, subject: string | null) {
  return useEndpointQuery(getTopicByCurSub, curriculumCode && subject ? { body: { curriculumCode, subject } } : null, {
    select: (answer) => answer.data.map((t) => t.topic),
  });
}

export interface TopicChoice {
  curriculumCode: string | null;
  subject: string | null;
  topic: string | null;
}

export function useChapters({ curriculumCode, subject, topic }: TopicChoice) {
  return useEndpointQuery(
    getAllChapters,
    curriculumCode && subject && topic ? { body: { curriculumCode, subject, topic } } : null,
    { select: (answer) => answer.data },
  );
}
