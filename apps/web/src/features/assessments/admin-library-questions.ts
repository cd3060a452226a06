import { getQuestion } from '@kaksha/contracts/question-bank';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';

export interface QuestionFilter {
  curriculumCode: string;
  subject: string;
  topic?: string;
  chapter?: string;
}

/**
 * The library questions of a curriculum and subject, narrowed by topic and chapter when given.
 * `null` waits. Always fetched afresh: a form's Submit waits for this answer (admin spec §4).
 */
export function useLibraryQuestions(filter: QuestionFilter | null) {
  const body = filter && {
    curriculumCode: filter.curriculumCode,
    subject: filter.subject,
    ...(filter.topic ? { topic: filter.topic } : {}),
    ...(filter.chapter ? { chapter: filter.chapter } : {}),
    role: 'Admin',
    // The form ticks from every question of the subject, not a page of them.
    all: true,
  };
  return useEndpointQuery(getQuestion, body ? { body } : null, { select: (answer) => answer.data, staleTime: 0 });
}
