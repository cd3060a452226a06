import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { emailInUse } from './create-staff.ts';
import { personAudit } from './person-audit.ts';
import type { PeopleActor } from './policy.ts';
import { emailTaken, type NewUser, updateUserRow } from './queries.ts';

interface SaveSteps {
  /** Runs in the transaction before the row is written (the role-change rules lock there). */
  before?: (tx: Db) => Promise<void>;
  /** Runs in the transaction after the row is written (a teacher's assignment follows it). */
  after?: (tx: Db, row: UserRow) => Promise<void>;
}

/**
 * Saves an administrator's change to a person: their fields and the audit entry in one
 * transaction. An e-mail another person holds answers 409 beside the field, checked first and
 * again by the unique index when two saves race.
 */
export async function savePersonChange(
  db: Db,
  actor: PeopleActor,
  target: UserRow,
  fields: Partial<Omit<NewUser, 'id'>> & { email: string },
  { before, after }: SaveSteps = {},
): Promise<UserRow> {
  if (await emailTaken(db, fields.email, target.id)) throw emailInUse();
  try {
    return await db.transaction(async (tx) => {
      await before?.(tx);
      const row = await updateUserRow(tx, target.id, { ...fields, updatedAt: new Date() });
      if (!row) throw notFound();
      await after?.(tx, row);
      await recordAudit(tx, personAudit(actor, 'update', target, row));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
