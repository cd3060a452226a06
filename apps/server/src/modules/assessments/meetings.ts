import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { MeetingRooms } from '../../platform/meetings/meeting-rooms.ts';
import { findVisibleTest, storedMeetingLink } from './queries.ts';

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
  const joinUrl = await storedMeetingLink(db, {
    id: crypto.randomUUID(),
    testId: test.id,
    studentId: actor.userId,
    email: actor.email,
    curriculumCode: test.curriculumCode,
    room: room.room,
    joinUrl: room.joinUrl,
  });
  if (!joinUrl) throw new Error('meeting not stored');
  return joinUrl;
}
