import { messages } from '@kaksha/contracts/messages';
import { formatSchoolDateTime } from '@kaksha/contracts/school-time';
import { sessionWindowIssues } from '@kaksha/contracts/session-rules';
import type { SessionInsertInput } from '@kaksha/contracts/sessions';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isStaff } from '../../http/roles.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { findOwnEnrolment } from '../curriculum/index.ts';
import { addNotifications, publishEvents } from '../notifications/index.ts';
import { presentOneSession } from './presenter.ts';
import { findSubject, insertSession, studentsOf } from './queries.ts';
import { chooseTeachers } from './teacher-choice.ts';

type Input = z.output<typeof SessionInsertInput>;

function checkFields(input: Input, actor: Actor, timeZone: string) {
  const errors: { field: string; message: string }[] = sessionWindowIssues(input, timeZone).map((issue) => ({
    field: issue.path,
    message: issue.message,
  }));
  // A student's request names its topic, chapter and message (student spec §5).
  if (actor.role === 'student') {
    for (const field of ['topic', 'chapter'] as const)
      if (!input[field]?.trim()) errors.push({ field, message: messages.required });
    if (
      !sanitizeRichText(input.desc)
        .replace(/<[^>]*>/g, '')
        .trim()
    ) {
      errors.push({ field: 'desc', message: messages.required });
    }
  }
  if (input.sessionMode?.mode === 'Offine Session' && !input.sessionMode.address?.trim()) {
    errors.push({ field: 'sessionMode.address', message: messages.addressRequired });
  }
  if (errors.length) throw badRequest(messages.invalidInput, errors);
}

/**
 * A student's request (PENDING, for them alone, asking the chosen teachers of the subject or all
 * of them), or an admin's new session from the calendar (for every student of the curriculum).
 * The asked teachers are told in the same transaction.
 */
export async function requestSession(deps: AppDeps, actor: Actor, input: Input) {
  checkFields(input, actor, deps.config.TIME_ZONE);
  const staff = isStaff(actor);
  let curriculum: string;
  if (staff) {
    const subject = await findSubject(deps.db, input.curriculumCode, input.subject);
    if (!subject) throw notFound();
    curriculum = subject.curriculum;
  } else {
    curriculum = (await findOwnEnrolment(deps.db, actor.userId, input.curriculumCode)).curriculum;
    if (!(await findSubject(deps.db, input.curriculumCode, input.subject))) throw notFound();
  }
  const requested = await chooseTeachers(
    deps.db,
    input.curriculumCode,
    input.subject,
    input.requestedTeacher,
    'requestedTeacher',
    !staff,
  );
  const students = staff ? await studentsOf(deps.db, input.curriculumCode) : [actor.userId];
  const topic = input.topic?.trim() ?? '';
  const title = input.title?.trim() || [input.subject, topic].filter(Boolean).join(': ');
  const { row, events } = await deps.db.transaction(async (tx) => {
    const row = await insertSession(tx, {
      title,
      curriculum,
      curriculumCode: input.curriculumCode,
      subject: input.subject,
      topics: input.topics.length ? input.topics : topic ? [topic] : [],
      topic,
      chapter: input.chapter?.trim() ?? '',
      desc: sanitizeRichText(input.desc),
      start: new Date(input.start),
      end: new Date(input.end),
      status: 'PENDING',
      role: staff ? 'admin' : 'student',
      createdBy: actor.userId,
      requestedTeacher: requested,
      students,
      sessionType: staff ? (input.sessionType ?? 'Classroom') : null,
      sessionMode:
        staff && input.sessionMode ? { ...input.sessionMode, address: input.sessionMode.address ?? '' } : null,
    });
    const events = await addNotifications(
      tx,
      requested.map((userId) => ({
        userId,
        type: 'sessionRequest' as const,
        title: messages.sessionRequestedTitle,
        message: messages.sessionAt
          .replace('{title}', title)
          .replace('{when}', formatSchoolDateTime(row.start, deps.config.TIME_ZONE)),
        link: `/teacher/calender?session=${encodeURIComponent(row.id)}`,
      })),
    );
    return { row, events };
  });
  await publishEvents(deps, events);
  return presentOneSession(deps.db, actor, row);
}
