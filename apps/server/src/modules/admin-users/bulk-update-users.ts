import { messages } from '@kaksha/contracts/messages';
import type { BulkUpdateUsersBody, BulkUserAction, BulkUserResult } from '@kaksha/contracts/people-bulk';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { enrolInCurriculum } from './enrol-in-curriculum.ts';
import { personLabel } from './person-audit.ts';
import type { PeopleActor } from './policy.ts';
import { findLiveUser } from './queries.ts';
import { acceptUser, deleteUser, rejectUser, setInactive } from './user-status.ts';

type Body = z.output<typeof BulkUpdateUsersBody>;

/** Why an action needs no change for this user, or null when it does. */
function alreadySo(action: BulkUserAction, user: UserRow): string | null {
  const active = user.isActive && !user.isRejected;
  if ((action === 'accept' || action === 'activate') && active) return messages.alreadyActive;
  if (action === 'deactivate' && !user.isActive) return messages.alreadyInactive;
  if (action === 'reject' && user.isRejected) return messages.alreadyRejected;
  return null;
}

/** Applies one action to one user through the same use case as its single-row button. */
async function applyToOne(deps: AppDeps, actor: PeopleActor, body: Body, user: UserRow): Promise<string | null> {
  const already = alreadySo(body.action, user);
  if (already) return already;
  switch (body.action) {
    case 'accept':
      await acceptUser(deps, actor, user.id);
      return null;
    case 'activate':
      await setInactive(deps, actor, user.id, false);
      return null;
    case 'deactivate':
      await setInactive(deps, actor, user.id, true);
      return null;
    case 'reject':
      await rejectUser(deps, actor, user.id);
      return null;
    case 'delete':
      await deleteUser(deps, actor, user.id);
      return null;
    case 'enrol':
    case 'move':
      return enrolInCurriculum(deps, actor, user, body.curriculumCode ?? '', body.action === 'move');
  }
}

/**
 * One action on many users. Each user is changed in a transaction of its own, by the use case of
 * the single-row button (so the same rules refuse the same things, and each change is audited):
 * a refusal for one user is reported and the others are still changed, as an admin who selected
 * forty students expects. Users are handled one after the other, in the order sent.
 */
export async function bulkUpdateUsers(deps: AppDeps, actor: PeopleActor, body: Body) {
  const results: BulkUserResult[] = [];
  for (const userID of body.userIDs) {
    const user = await findLiveUser(deps.db, userID);
    if (!user) {
      results.push({ userID, name: userID, outcome: 'failed', message: messages.userNotFound });
      continue;
    }
    const name = personLabel(user);
    try {
      const unchanged = await applyToOne(deps, actor, body, user);
      results.push({ userID, name, outcome: unchanged ? 'unchanged' : 'changed', message: unchanged ?? '' });
    } catch (error) {
      if (!(error instanceof HttpError)) deps.log.error({ err: error, userID }, 'bulk change of a user failed');
      const message = error instanceof HttpError ? error.message : messages.unexpectedError;
      results.push({ userID, name, outcome: 'failed', message });
    }
  }
  const count = (outcome: BulkUserResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const data = { changed: count('changed'), unchanged: count('unchanged'), failed: count('failed'), results };
  const message = messages.bulkSummary
    .replace('{changed}', String(data.changed))
    .replace('{unchanged}', String(data.unchanged))
    .replace('{failed}', String(data.failed));
  return { message, data };
}
