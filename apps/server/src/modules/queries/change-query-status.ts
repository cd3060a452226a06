import { messages } from '@kaksha/contracts/messages';
import { QUERY_STATUS_NAMES, type QueryStatus } from '@kaksha/contracts/session-rules';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';
import { publishEvents } from '../notifications/index.ts';
import { mayMoveQuery } from './policy.ts';
import { presentOne } from './presenter.ts';
import { findReadableChat, setChatStatus } from './queries.ts';
import { notifyQueryStudent } from './query-notifications.ts';

/**
 * Moves a query (student spec §4): the student resolves; the teacher opens, closes, resolves or
 * reopens. The row is locked, so two teachers acting at once cannot skip a rule.
 */
export async function changeQueryStatus(deps: AppDeps, actor: Actor, chatId: string, to: QueryStatus) {
  const { row, events } = await deps.db.transaction(async (tx) => {
    const chat = await findReadableChat(tx, actor, chatId, true);
    if (!mayMoveQuery(actor, chat, to)) throw conflict(messages.queryStatusNotAllowed);
    const updated = await setChatStatus(tx, chatId, to);
    const events =
      actor.role === 'teacher'
        ? await notifyQueryStudent(tx, chat, {
            type: 'queryStatus',
            title: `Your query is ${QUERY_STATUS_NAMES[to]}`,
            tab: to,
          })
        : [];
    return { row: updated ?? chat, events };
  });
  await publishEvents(deps, events);
  return presentOne(deps.db, row);
}
