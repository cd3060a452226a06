import { messages } from '@kaksha/contracts';
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import { curricula, enrolments, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { issueToken } from './issue-token.ts';
import { loginModuleFor } from './login-module.ts';
import { canChangeCurriculumOf } from './policy.ts';

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

  const conditions: SQL[] = [eq(enrolments.userId, actor.userId), eq(enrolments.curriculumCode, input.curriculumCode)];
  if (teacher && input.subject) conditions.push(eq(enrolments.subject, input.subject));
  const [enrolment] = await deps.db
    .select()
    .from(enrolments)
    .where(and(...conditions))
    .limit(1);
  if (!enrolment) throw notFound();

  const [user] = await deps.db
    .update(users)
    .set({
      curriculum: enrolment.curriculum,
      curriculumCode: enrolment.curriculumCode,
      subject: teacher ? enrolment.subject : null,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, actor.userId), isNull(users.deletedAt)))
    .returning();
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
  const rows = await deps.db
    .select({ ...getTableColumns(enrolments), longName: curricula.longName })
    .from(enrolments)
    .leftJoin(curricula, eq(curricula.curriculumCode, enrolments.curriculumCode))
    .where(eq(enrolments.userId, actor.userId));
  const [user] = await deps.db
    .select({ curriculumCode: users.curriculumCode, subject: users.subject })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  return { rows, current: { curriculumCode: user?.curriculumCode ?? null, subject: user?.subject ?? null } };
}
