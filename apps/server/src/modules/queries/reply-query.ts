import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';
import { publishEvents } from '../notifications/index.ts';
import { mayReply } from './policy.ts';
import { presentOne } from './presenter.ts';
import { addMessage, findReadableChat, setChatStatus } from './queries.ts';
import { notifyQueryStudent, notifyQueryTeachers } from './query-notifications.ts';
import { cleanMessage } from './raise-query.ts';

/**
 * A reply on a query: its student while inprogress, a teacher of its subject while open or
 * inprogress. A teacher's reply opens an open query (1) and tells the student; the student's reply
 * tells the subject's teachers.
 */
export async function replyToQuery(deps: AppDeps, actor: Actor, chatId: string, html: string) {
  const text = cleanMessage(html);
  const { row, events } = await deps.db.transaction(async (tx) => {
    const chat = await findReadableChat(tx, actor, chatId, true);
    if (!mayReply(actor, chat)) throw conflict(messages.queryNotInProgress);
    await addMessage(tx, chatId, actor.userId, text);
    const updated = await setChatStatus(tx, chatId, actor.role === 'teacher' ? 1 : chat.status);
    const events =
      actor.role === 'teacher'
        ? await notifyQueryStudent(tx, chat, { type: 'queryReply', title: 'A teacher replied to your query', tab: 1 })
        : await notifyQueryTeachers(tx, chat, 'studentReply');
    return { row: updated ?? chat, events };
  });
  await publishEvents(deps, events);
  return presentOne(deps.db, row);
}
