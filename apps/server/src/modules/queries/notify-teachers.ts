import type { Db } from '../../db/client.ts';
import type { QueryChatRow } from '../../db/schema/index.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { addNotifications } from '../notifications/index.ts';
import { teachersOf } from '../sessions/index.ts';
import { queryLink } from './query-links.ts';

/**
 * Tells the active teachers of a query's curriculum and subject, in the transaction of the change:
 * a new query (it waits in their Open tab) or a student's reply (the query is in progress). Each
 * notification opens the query's chat.
 */
export async function notifyQueryTeachers(
  tx: Db,
  chat: QueryChatRow,
  what: 'raised' | 'studentReply',
): Promise<UserEvent[]> {
  const teachers = await teachersOf(tx, chat.curriculumCode, chat.subject);
  const about = `${chat.subject}: ${chat.topic} / ${chat.chapter}`;
  return addNotifications(
    tx,
    teachers.map((teacher) => ({
      userId: teacher.id,
      type: what === 'raised' ? ('queryRaised' as const) : ('queryReply' as const),
      title: what === 'raised' ? 'A student raised a query' : 'A student replied to a query',
      message: about,
      link: queryLink('teacher', chat.id, what === 'raised' ? 0 : 1),
    })),
  );
}
