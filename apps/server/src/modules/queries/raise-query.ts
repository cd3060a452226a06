import { messages } from '@kaksha/contracts/messages';
import type { QueryInsertInput } from '@kaksha/contracts/queries';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isBlankRichText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { findOwnEnrolment } from '../curriculum/index.ts';
import { publishEvents } from '../notifications/index.ts';
import { presentOne } from './presenter.ts';
import { insertChat, subjectExists } from './queries.ts';
import { notifyQueryTeachers } from './query-notifications.ts';

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
  if (!(await subjectExists(deps.db, enrolment.curriculumCode, input.subject))) throw notFound();
  const text = cleanMessage(input.messages[0]?.message ?? '');
  const { row, events } = await deps.db.transaction(async (tx) => {
    const chat = await insertChat(
      tx,
      {
        senderId: actor.userId,
        curriculum: enrolment.curriculum,
        curriculumCode: enrolment.curriculumCode,
        subject: input.subject,
        topic: input.topic,
        chapter: input.chapter,
      },
      text,
    );
    return { row: chat, events: await notifyQueryTeachers(tx, chat, 'raised') };
  });
  await publishEvents(deps, events);
  return presentOne(deps.db, row);
}
