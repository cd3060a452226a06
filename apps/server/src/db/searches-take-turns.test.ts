import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { peopleList } from '../modules/admin-users/queries.ts';
import type { Db } from './client.ts';
import { pageTable } from './list-page.ts';
import { users } from './schema/index.ts';

/**
 * A database that answers every statement after a while with no rows, counting how many of its
 * statements are in progress at once. Its query builders are a proxy: the SQL is never written.
 */
function slowDatabase(ms: number) {
  const seen = { running: 0, most: 0 };
  const builder: object = new Proxy(() => {}, {
    get(_, key) {
      if (key === 'then') {
        return (resolve: (rows: unknown[]) => void) => {
          seen.running++;
          seen.most = Math.max(seen.most, seen.running);
          setTimeout(() => {
            seen.running--;
            resolve([]);
          }, ms);
        };
      }
      return builder;
    },
    apply: () => builder,
  });
  return { db: { select: () => builder, execute: () => builder } as unknown as Pick<Db, 'select' | 'execute'>, seen };
}

describe('searched pages take turns', () => {
  it('runs at most one search per core at once; the rest wait and are all answered', async () => {
    const { db, seen } = slowDatabase(20);
    const cores = Math.max(1, os.availableParallelism());
    const searches = Array.from({ length: cores * 3 }, () =>
      pageTable(db, users, peopleList, { search: 'kavya', pageSize: 15 }),
    );
    const pages = await Promise.all(searches);
    expect(pages).toHaveLength(cores * 3);
    expect(pages.every((page) => page.total === 0 && page.rows.length === 0)).toBe(true);
    expect(seen.most).toBe(cores);
  });
});
