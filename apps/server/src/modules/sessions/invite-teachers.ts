import { messages } from '@kaksha/contracts/messages';
import { formatSchoolDateTime } from '@kaksha/contracts/school-time';
import { sessionWindowIssues } from '@kaksha/contracts/session-rules';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { addNotifications, publishEvents } from '../notifications/index.ts';
import { presentOneSession } from './presenter.ts';
import { findReadableSession, updateSession } from './queries.ts';
import { chooseTeachers } from './teacher-choice.ts';

/**
 * An admin invites teachers of the subject to a session (admin spec §4): they join the requested
 * teachers (each may then accept or reject) and are told; start and end may move to a new time.
 */
export async function inviteTeachers(
  deps: AppDeps,
  actor: Actor,
  input: { sessionID: string; acceptedTeacher: { userID: string }[]; start: string; end: string },
) {
  const issues = sessionWindowIssues(input, deps.config.TIME_ZONE);
  if (issues.length)
    throw badRequest(
      messages.invalidInput,
      issues.map((i) => ({ field: i.path, message: i.message })),
    );
  if (new Date(input.start).getTime() <= Date.now()) throw conflict(messages.sessionDatePassed);
  const { row, events } = await deps.db.transaction(async (tx) => {
    const session = await findReadableSession(tx, actor, input.sessionID, true);
    const invited = await chooseTeachers(
      tx,
      session.curriculumCode,
      session.subject,
      input.acceptedTeacher,
      'acceptedTeacher',
      false,
    );
    const updated = await updateSession(tx, session.id, {
      requestedTeacher: [...new Set([...session.requestedTeacher, ...invited])],
      rejectedTeacher: session.rejectedTeacher.filter((id) => !invited.includes(id)),
      start: new Date(input.start),
      end: new Date(input.end),
    });
    const events = await addNotifications(
      tx,
      invited.map((userId) => ({
        userId,
        type: 'sessionInvite' as const,
        title: messages.sessionInvitedTitle,
        message: messages.sessionClassAt
          .replace('{title}', session.title)
          .replace('{when}', formatSchoolDateTime(input.start, deps.config.TIME_ZONE))
          .replace('{count}', String(session.students.length)),
        link: `/teacher/calender?session=${encodeURIComponent(session.id)}`,
      })),
    );
    return { row: updated, events };
  });
  await publishEvents(deps, events);
  return { message: messages.inviteSent, data: await presentOneSession(deps.db, actor, row) };
}
