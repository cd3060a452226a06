import type { StudentState } from '@kaksha/contracts/student-state';
import { isNotNull, type SQL, sql } from 'drizzle-orm';
import { type StateColumns, studentStateCase, type UserRow, users } from '../../db/schema/index.ts';

/**
 * A student's state from their row. `acceptedAt` tells a deactivated student (accepted once) from
 * one still awaiting acceptance; both are inactive and not rejected.
 */
export function studentStateOf(u: Pick<UserRow, 'isActive' | 'isRejected' | 'acceptedAt'>): StudentState {
  if (u.isRejected) return 'Rejected';
  if (u.isActive) return 'Active';
  return u.acceptedAt ? 'Inactive' : 'Awaiting acceptance';
}

export type { StateColumns };

export const userStateColumns: StateColumns = {
  isActive: users.isActive,
  isRejected: users.isRejected,
  accepted: isNotNull(users.acceptedAt),
};

/**
 * The list's state filter: the same rule as SQL (db/schema/users.ts keeps it beside the index
 * built on it) equal to one state.
 */
export const studentStateIs = (state: StudentState, on: StateColumns = userStateColumns): SQL =>
  sql`${studentStateCase(on)} = ${state}`;
