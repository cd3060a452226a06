import { messages, type OwnProfileForm } from '@kaksha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { personAudit } from '../admin-users/index.ts';
import { recordAudit } from '../audit/index.ts';

/** An admin changes their own name, mobile and address; audited like an edit of any staff member. */
export async function updateOwnProfile(deps: AppDeps, actor: Actor, form: z.output<typeof OwnProfileForm>) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, actor.userId), isNull(users.deletedAt)))
      .limit(1)
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(users)
      .set({ ...form, updatedAt: new Date() })
      .where(eq(users.id, before.id))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, personAudit(actor, 'update', before, after));
  });
  return { status: true as const, message: messages.ownProfileSaved };
}
