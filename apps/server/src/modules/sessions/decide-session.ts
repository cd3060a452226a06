import { messages } from '@kaksha/contracts/messages';
import { formatSchoolDateTime } from '@kaksha/contracts/school-time';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError } from '../../http/errors.ts';
import { addNotifications, publishEvents } from '../notifications/index.ts';
import { decide } from './policy.ts';
import { presentOneSession } from './presenter.ts';
import { findReadableSession, updateSession } from './queries.ts';
import { chooseTeachers } from './teacher-choice.ts';

/**
 * Accept or reject a session (student spec §4, admin spec §4). The row is locked (SELECT ... FOR
 * UPDATE) for the whole decision, so two teachers deciding at the same moment are served one after
 * the other: the second sees the first's outcome and its rules apply to that.
 */
export async function decideSession(
  deps: AppDeps,
  actor: Actor,
  input: { sessionID: string; status: 'ACCEPTED' | 'REJECTED'; acceptedTeacher?: { userID: string }[] },
) {
  const { row, events } = await deps.db.transaction(async (tx) => {
    const session = await findReadableSession(tx, actor, input.sessionID, true);
    const chosen =
      actor.role !== 'teacher' && input.status === 'ACCEPTED' && input.acceptedTeacher?.length
        ? await chooseTeachers(
            tx,
            session.curriculumCode,
            session.subject,
            input.acceptedTeacher,
            'acceptedTeacher',
            false,
          )
        : [];
    const outcome = decide(actor, session, input.status, new Date(), chosen);
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
    const link = outcome.status === 'ACCEPTED' ? (session.link ?? deps.meetings.newRoom().joinUrl) : session.link;
    const updated = await updateSession(tx, session.id, {
      status: outcome.status,
      requestedTeacher: outcome.requestedTeacher,
      rejectedTeacher: outcome.rejectedTeacher,
      acceptedTeacher: outcome.acceptedTeacher,
      link,
    });
    const accepted = outcome.status === 'ACCEPTED';
    const events = await addNotifications(
      tx,
      session.students.map((userId) => ({
        userId,
        type: 'sessionDecided' as const,
        title: accepted ? messages.sessionScheduledTitle : messages.sessionDeclinedTitle,
        message: messages.sessionAt
          .replace('{title}', session.title)
          .replace('{when}', formatSchoolDateTime(session.start, deps.config.TIME_ZONE)),
        link: `/student/session-preview/${encodeURIComponent(session.id)}`,
      })),
    );
    return { row: updated, events };
  });
  await publishEvents(deps, events);
  return { message: messages.sessionDecided, data: await presentOneSession(deps.db, actor, row) };
}
