import { messages } from '@kaksha/contracts/messages';
import type { OwnProfileForm } from '@kaksha/contracts/own-profile';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { personAudit } from '../admin-users/index.ts';
import { recordAudit } from '../audit/index.ts';
import { lockLiveUser, updateUser } from './queries.ts';

/** An admin changes their own name, mobile and address; audited like an edit of any staff member. */
export async function updateOwnProfile(deps: AppDeps, actor: Actor, form: z.output<typeof OwnProfileForm>) {
  await deps.db.transaction(async (tx) => {
    const before = await lockLiveUser(tx, actor.userId);
    if (!before) throw notFound();
    const after = await updateUser(tx, before.id, { ...form, updatedAt: new Date() });
    if (!after) throw notFound();
    await recordAudit(tx, personAudit(actor, 'update', before, after));
  });
  // The names are cached with the caller's sign-in (actor.ts): the next whoami shows the new ones.
  deps.actors.forget(actor.userId);
  return { status: true as const, message: messages.ownProfileSaved };
}
