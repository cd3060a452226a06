import { z } from 'zod';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { messages } from './messages.ts';

/** What an admin can delete that takes other records with it. */
export const DELETE_KINDS = ['curriculum', 'subject', 'topic', 'video'] as const;
export type DeleteKind = (typeof DELETE_KINDS)[number];

const Count = z.number().int().nonnegative();

/**
 * How many records a delete concerns; the record itself is not counted. The content (subjects to
 * tests) goes with the record. The records about people (students to certificates, counted for a
 * curriculum only) never do: while any exists the delete is refused (DELETE_BLOCKERS).
 */
export const DeleteImpactDto = z.object({
  subjects: Count,
  topics: Count,
  chapters: Count,
  videos: Count,
  questions: Count,
  readingFiles: Count,
  /** Tests nobody has sat: deleted with the curriculum, their questions with them. */
  tests: Count,
  /** Students enrolled. */
  students: Count,
  /** Sittings of the curriculum's tests (each a student's attempt and its result). */
  results: Count,
  /** Tutoring sessions requested or held in the curriculum. */
  sessions: Count,
  /** Payment orders for the curriculum, paid or not. */
  purchases: Count,
  /** Certificates issued, standing or revoked. */
  certificates: Count,
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
  summary:
    'Counts what a delete takes with it (subjects, topics, chapters, videos, questions, reading files, tests) and, for a curriculum, the records that stop it (students, test results, sessions, purchases, certificates)',
  body: z.object({ kind: z.enum(DELETE_KINDS), id: z.string().trim().min(1).max(100) }),
  response: ok({ data: DeleteImpactDto }),
});

type ImpactKey = keyof DeleteImpactDto;

const LABELS: Record<ImpactKey, [string, string]> = {
  subjects: ['subject', 'subjects'],
  topics: ['topic', 'topics'],
  chapters: ['chapter', 'chapters'],
  videos: ['video', 'videos'],
  questions: ['question', 'questions'],
  readingFiles: ['reading file', 'reading files'],
  tests: ['test', 'tests'],
  students: ['student', 'students'],
  results: ['test result', 'test results'],
  sessions: ['session', 'sessions'],
  purchases: ['purchase', 'purchases'],
  certificates: ['certificate', 'certificates'],
};

/** The content a delete takes with it. */
const CONTENT: readonly ImpactKey[] = [
  'subjects',
  'topics',
  'chapters',
  'videos',
  'questions',
  'readingFiles',
  'tests',
];
/** Records about people a school keeps: while any exists, the delete is refused. */
export const DELETE_BLOCKERS: readonly ImpactKey[] = ['students', 'results', 'sessions', 'purchases', 'certificates'];

function describe(impact: DeleteImpactDto, keys: readonly ImpactKey[]): string | null {
  const parts = keys
    .filter((key) => impact[key] > 0)
    .map((key) => `${impact[key]} ${LABELS[key][impact[key] === 1 ? 0 : 1]}`);
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "2 subjects, 1 topic and 4 questions": what goes with the delete, or null when nothing does. */
export const describeDeleteImpact = (impact: DeleteImpactDto): string | null => describe(impact, CONTENT);

/** "14 students, 3 test results and 2 purchases": what stops the delete, or null when nothing does. */
export const describeDeleteBlockers = (impact: DeleteImpactDto): string | null => describe(impact, DELETE_BLOCKERS);

/** The refusal of a curriculum that still holds records about people. */
export const curriculumHoldsRecordsMessage = (blockers: string) =>
  messages.curriculumHoldsRecords.replace('{records}', blockers);

export const deleteImpactEndpoints = [getDeleteImpact] as const;
