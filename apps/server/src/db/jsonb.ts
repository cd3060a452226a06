import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A jsonb list of user ids holding `id`. */
export const holds = (column: AnyPgColumn, id: string) => sql`${column} @> ${JSON.stringify([id])}::jsonb`;
