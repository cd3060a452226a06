import crypto from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { enrolments } from '../../db/schema/index.ts';

/**
 * Enrols a student in a curriculum, once: the unique index on (user, curriculum) for students
 * makes a second enrolment (a repeated confirmation, a webhook, a race) do nothing.
 */
export async function enrolStudent(
  db: Queryable,
  userId: string,
  curriculum: { curriculum: string; curriculumCode: string; startDate?: string | null; endDate?: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(enrolments)
    .values({
      id: crypto.randomUUID(),
      userId,
      curriculum: curriculum.curriculum,
      curriculumCode: curriculum.curriculumCode,
      startDate: curriculum.startDate ?? null,
      endDate: curriculum.endDate ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: enrolments.id });
  return inserted.length > 0;
}
