import type { QueryStatus } from '@kaksha/contracts/session-rules';
import type { Db } from '../../db/client.ts';
import type { QueryChatRow } from '../../db/schema/index.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { addNotifications } from '../notifications/index.ts';
import { teachersOf } from '../sessions/index.ts';
import { queryLink } from './query-links.ts';

/** What a query's notification says it is about: "Physics: Motion / Speed". */
const aboutQuery = (chat: QueryChatRow) => `${chat.subject}: ${chat.topic} / ${chat.chapter}`;

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
  const about = aboutQuery(chat);
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

/**
 * Tells the query's student, in the transaction of the change, what a teacher did (replied, or
 * moved the query); the notification opens the chat on the tab the query is now in.
 */
export function notifyQueryStudent(
  tx: Db,
  chat: QueryChatRow,
  what: { type: 'queryReply' | 'queryStatus'; title: string; tab: QueryStatus },
): Promise<UserEvent[]> {
  return addNotifications(tx, [
    {
      userId: chat.senderId,
      type: what.type,
      title: what.title,
      message: aboutQuery(chat),
      link: queryLink('student', chat.id, what.tab),
    },
  ]);
}
