import { z } from 'zod';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';

/** What an admin can delete that takes other records with it. */
export const DELETE_KINDS = ['curriculum', 'subject', 'topic', 'video'] as const;
export type DeleteKind = (typeof DELETE_KINDS)[number];

/** How many records go with a delete; the record itself is not counted. */
export const DeleteImpactDto = z.object({
  subjects: z.number().int().nonnegative(),
  topics: z.number().int().nonnegative(),
  chapters: z.number().int().nonnegative(),
  videos: z.number().int().nonnegative(),
  questions: z.number().int().nonnegative(),
  readingFiles: z.number().int().nonnegative(),
});
export type DeleteImpactDto = z.infer<typeof DeleteImpactDto>;

/**
 * POST /getDeleteImpact: counts what a delete would take with it, shown in the confirmation
 * before the admin decides. `id` is the record's `_id` (curriculum, subject, topic) or videoID.
 */
export const getDeleteImpact = endpoint({
  method: 'POST',
  path: '/getDeleteImpact',
  access: STAFF_ROLES,
  summary: 'Counts the subjects, topics, chapters, videos, questions and reading files a delete takes with it',
  body: z.object({ kind: z.enum(DELETE_KINDS), id: z.string().trim().min(1).max(100) }),
  response: ok({ data: DeleteImpactDto }),
});

const LABELS: Record<keyof DeleteImpactDto, [string, string]> = {
  subjects: ['subject', 'subjects'],
  topics: ['topic', 'topics'],
  chapters: ['chapter', 'chapters'],
  videos: ['video', 'videos'],
  questions: ['question', 'questions'],
  readingFiles: ['reading file', 'reading files'],
};

/** "2 subjects, 1 topic and 4 questions", or null when nothing goes with it. */
export function describeDeleteImpact(impact: DeleteImpactDto): string | null {
  const parts = (Object.keys(LABELS) as (keyof DeleteImpactDto)[])
    .filter((key) => impact[key] > 0)
    .map((key) => `${impact[key]} ${LABELS[key][impact[key] === 1 ? 0 : 1]}`);
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const deleteImpactEndpoints = [getDeleteImpact] as const;
