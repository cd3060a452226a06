import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessments, meetings } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { MeetingRooms } from '../../platform/meetings/meeting-rooms.ts';
import { findVisibleTest } from './queries.ts';

/**
 * The caller's proctoring room for a test of their curriculum: made on the first call, the same
 * link after that (one room per student and test, decided by the unique index).
 */
export async function meetingFor(
  db: Db,
  rooms: MeetingRooms,
  actor: Actor,
  body: { testID: string; curriculumCode: string },
): Promise<string> {
  const { test } = await findVisibleTest(db, actor, body.testID);
  if (test.curriculumCode !== body.curriculumCode) throw notFound('Assessment not found');
  const room = rooms.newRoom();
  await db
    .insert(meetings)
    .values({
      id: crypto.randomUUID(),
      testId: test.id,
      studentId: actor.userId,
      email: actor.email,
      curriculumCode: test.curriculumCode,
      room: room.room,
      joinUrl: room.joinUrl,
    })
    .onConflictDoNothing({ target: [meetings.testId, meetings.studentId] });
  const [row] = await db
    .select({ joinUrl: meetings.joinUrl })
    .from(meetings)
    .where(and(eq(meetings.testId, test.id), eq(meetings.studentId, actor.userId)))
    .limit(1);
  if (!row) throw new Error('meeting not stored');
  return row.joinUrl;
}

export const listMeetings = (db: Db) =>
  db
    .select({ meeting: meetings, testID: assessments.testId })
    .from(meetings)
    .innerJoin(assessments, eq(assessments.id, meetings.testId))
    .orderBy(desc(meetings.createDate));
