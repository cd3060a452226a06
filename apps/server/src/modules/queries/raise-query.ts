import crypto from 'node:crypto';
import { messages, type QueryInsertInput } from '@kaksha/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { queryChats, queryMessages, subjects } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isBlankRichText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { findOwnEnrolment } from '../curriculum/index.ts';
import { publishEvents } from '../notifications/index.ts';
import { notifyQueryTeachers } from './notify-teachers.ts';
import { presentOne } from './presenter.ts';

type Input = z.output<typeof QueryInsertInput>;

/** Cleans a message on the way in; one that is empty once cleaned is refused like an empty one. */
export function cleanMessage(html: string): string {
  const clean = sanitizeRichText(html);
  if (isBlankRichText(clean))
    throw badRequest(messages.invalidInput, [{ field: 'messages', message: messages.required }]);
  return clean;
}

/**
 * A student raises a query in a curriculum they are enrolled in, about one of its subjects; the
 * subject's teachers are told.
 */
export async function raiseQuery(deps: AppDeps, actor: Actor, input: Input) {
  if (input.sender_id && input.sender_id !== actor.userId) throw notFound();
  const enrolment = await findOwnEnrolment(deps.db, actor.userId, input.curriculumCode);
  const [subject] = await deps.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, enrolment.curriculumCode), eq(subjects.subject, input.subject)))
    .limit(1);
  if (!subject) throw notFound();
  const text = cleanMessage(input.messages[0]?.message ?? '');
  const id = crypto.randomUUID();
  const { row, events } = await deps.db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(queryChats)
      .values({
        id,
        senderId: actor.userId,
        curriculum: enrolment.curriculum,
        curriculumCode: enrolment.curriculumCode,
        subject: input.subject,
        topic: input.topic,
        chapter: input.chapter,
      })
      .returning();
    if (!chat) throw new Error('query not stored');
    await tx
      .insert(queryMessages)
      .values({ id: crypto.randomUUID(), chatId: id, authorId: actor.userId, message: text });
    return { row: chat, events: await notifyQueryTeachers(tx, chat, 'raised') };
  });
  await publishEvents(deps, events);
  return presentOne(deps.db, row);
}
