import {
  type CurriculumDetailsDto,
  getAllChapters,
  getCurriculumDetails,
  getSubjectsByCur,
  getTopicByCurSub,
  getUserCurr,
} from '@kaksha/contracts/student-catalogue';
import { useQueries } from '@tanstack/react-query';
import { endpointRead, useEndpointQuery } from '../../lib/endpoint-query.ts';
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

/**
 * The first subject and topic of a curriculum that have chapters, so the curriculum screen opens
 * on something to read rather than on empty selectors. Topics only exist with chapters (a topic
 * is saved with at least one), so the first subject with a topic is the answer. Reads share the
 * cache with the topic selector. Null while unknown or when nothing has chapters yet.
 */
export function useFirstTopic(curriculumCode: string | null, enabled: boolean) {
  const subjects = useSubjects(enabled ? curriculumCode : null);
  const names = subjects.data ?? [];
  const topics = useQueries({
    queries: names.map((subject) => ({
      ...endpointRead(getTopicByCurSub, { body: { curriculumCode: curriculumCode ?? '', subject } }),
      enabled: enabled && curriculumCode !== null,
    })),
  });
  for (const [index, subject] of names.entries()) {
    const answer = topics[index];
    // Wait for the subjects before this one: the first with a topic wins, in the listed order.
    if (!answer?.data) return null;
    const topic = answer.data.data[0]?.topic;
    if (topic) return { subject, topic };
  }
  return null;
}

/** One curriculum with its subjects and how many topics each has. */
export function useCurriculumDetails(curriculumCode: string | null) {
  return useEndpointQuery(getCurriculumDetails, curriculumCode ? { body: { curriculumCode } } : null, {
    select: (answer) => answer.data,
  });
}

/** Nothing to read yet: no subject, or no subject with a topic (a topic always has chapters). */
export const hasNoContent = (details: Pick<CurriculumDetailsDto, 'subjects'>) =>
  details.subjects.every((subject) => subject.topics === 0);
