import { and, asc, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentStateIs } from '../modules/admin-users/student-state.ts';
import { questionList } from '../modules/question-bank/queries.ts';
import { ensureBuiltInRoles } from '../seed/roles.ts';
import { openTestDatabase } from '../test/test-db.ts';
import type { Database } from './client.ts';
import { planList } from './list-page.ts';
import { peopleSearch, questions, users } from './schema/index.ts';

/**
 * The searches' trigram indexes help only while the SQL the lists send names exactly the indexed
 * expressions. With sequential scans priced out, PostgreSQL must reach for them; if a search
 * column and the migration drift apart, this plan falls back to a scan and the test says which.
 */
describe.skipIf(!process.env.DATABASE_URL)('list searches use the trigram indexes (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureBuiltInRoles(database.db);
  });
  afterAll(() => database?.close());

  const planOf = async (query: { sql: string; params: unknown[] }) => {
    // The parameters are the test's own values: inlined so EXPLAIN sees literals, as a custom plan does.
    const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value)}'`);
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql.raw(`explain ${text}`));
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  };

  it('finds people by name, e-mail and mobile through the indexes of people_search', async () => {
    const words = '%kavya%';
    const where = or(
      like(peopleSearch.nameText, words),
      like(peopleSearch.emailText, words),
      like(peopleSearch.mobileText, words),
    );
    const text = await planOf(database.db.select().from(peopleSearch).where(where).toSQL());
    for (const column of ['name', 'email', 'mobile']) expect(text).toContain(`people_search_${column}_trgm_idx`);
  });

  it('finds questions by text, number, subject and chapter through their indexes', async () => {
    const plan = planList(questionList, { search: 'Kavya' });
    const text = await planOf(database.db.select().from(questions).where(plan.search).toSQL());
    for (const column of ['question', 'question_id', 'subject', 'chapter']) {
      expect(text).toContain(`questions_search_${column}_trgm_idx`);
    }
  });

  const byName = [asc(sql`lower(${users.firstName})`), asc(users.id)];

  it('walks one state of students in name order through the state index', async () => {
    // A school where the state asked for is rare (20 rejected among 2,000), with fresh statistics:
    // on an empty table every plan costs the same and the choice says nothing.
    await database.db.execute(sql`
      insert into users (id, email, role, first_name, is_active, is_rejected, accepted_at)
      select 'state-' || n, 'state' || n || '@example.test', 'student', 'Name ' || (n % 15), true, n % 100 = 0, now()
      from generate_series(1, 2000) as n`);
    await database.db.execute(sql`analyze users`);
    const live = and(isNull(users.deletedAt), eq(users.role, 'student'), studentStateIs('Rejected'));
    const query = database.db
      .select()
      .from(users)
      .where(live)
      .orderBy(...byName)
      .limit(15);
    expect(await planOf(query.toSQL())).toContain('users_live_role_state_name_idx');
  });

  it('walks the staff in name order through the staff index', async () => {
    const staff = and(isNull(users.deletedAt), ne(users.role, 'student'));
    const query = database.db
      .select()
      .from(users)
      .where(staff)
      .orderBy(...byName)
      .limit(15);
    expect(await planOf(query.toSQL())).toContain('users_live_staff_name_idx');
  });
});
