import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { issueToken } from './issue-token.ts';
import { loginModuleFor } from './login-module.ts';
import { canChangeCurriculumOf } from './policy.ts';
import { enrolmentsWithLongName, findEnrolment, findUser, updateLiveUser } from './queries.ts';

interface ChangeInput {
  userID: string;
  curriculumCode: string;
  subject?: string;
}

/**
 * Switches the caller's current curriculum (teachers: curriculum and subject) to one they belong
 * to, and answers a new token carrying it. Names come from the enrolment, not from the client.
 */
export async function changeCurriculum(deps: AppDeps, actor: Actor, input: ChangeInput) {
  if (!canChangeCurriculumOf(actor, input.userID)) throw notFound();
  const teacher = actor.role === 'teacher';
  if (teacher && !input.subject)
    throw badRequest(messages.required, [{ field: 'subject', message: messages.required }]);

  const enrolment = await findEnrolment(
    deps.db,
    actor.userId,
    input.curriculumCode,
    teacher ? input.subject : undefined,
  );
  if (!enrolment) throw notFound();

  const user = await updateLiveUser(deps.db, actor.userId, {
    curriculum: enrolment.curriculum,
    curriculumCode: enrolment.curriculumCode,
    subject: teacher ? enrolment.subject : null,
    updatedAt: new Date(),
  });
  if (!user) throw notFound();
  return {
    status: true as const,
    token: await issueToken(deps.db, deps.tokens, user, actor.signInId),
    loginModule: loginModuleFor(user.role),
    message: messages.curriculumChanged,
  };
}

/** The caller's enrolments (teachers: with their subjects) and what is current now. */
export async function curriculumOptions(deps: AppDeps, actor: Actor) {
  // With the long name, which the modal shows (the code tells one year's run from the next).
  const rows = await enrolmentsWithLongName(deps.db, actor.userId);
  const user = await findUser(deps.db, actor.userId);
  return { rows, current: { curriculumCode: user?.curriculumCode ?? null, subject: user?.subject ?? null } };
}
