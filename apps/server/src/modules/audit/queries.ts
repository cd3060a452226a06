import type { AuditAction, AuditEntity } from '@kaksha/contracts/audit';
import type { ListQueryInput } from '@kaksha/contracts/list-query';
import { schoolDayBounds } from '@kaksha/contracts/school-time';
import { and, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countMatches, type ListSpec, type Page, pageOf, planList } from '../../db/list-page.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export interface AuditQuery extends ListQueryInput {
  actorID?: string;
  action?: AuditAction;
  entity?: AuditEntity;
  entityID?: string;
  /** Days in the school's time zone, both included. */
  from?: string;
  to?: string;
}

const auditList = {
  search: [auditLog.summary],
  sorts: { at: auditLog.at },
  defaultSort: 'at',
  defaultOrder: 'desc',
  tiebreak: auditLog.id,
} satisfies ListSpec<'at'>;

/** The filters of the audit page as one condition; the days are the school's, not the server's. */
export function auditFilter(query: AuditQuery, timeZone: string): SQL | undefined {
  return and(
    query.actorID ? eq(auditLog.actorId, query.actorID) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityID ? eq(auditLog.entityId, query.entityID) : undefined,
    query.from ? gte(auditLog.at, schoolDayBounds(query.from, timeZone).start) : undefined,
    // `to` takes in its whole day.
    query.to ? lt(auditLog.at, schoolDayBounds(query.to, timeZone).end) : undefined,
  );
}

export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

/** The actor's name as it is now ('' parts skipped), or their e-mail when both names are empty. */
const actorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const actorEmail = sql<string | null>`${users.email}`;

/** A page of the audit log, newest first unless asked otherwise, with the actors' names. */
export async function listAudit(db: Db, query: AuditQuery, timeZone: string): Promise<Page<AuditRow>> {
  const plan = planList(auditList, query);
  const where = and(auditFilter(query, timeZone), plan.search);
  const select = db
    .select({ ...getTableColumns(auditLog), actorName: sql<string | null>`coalesce(${actorName}, ${actorEmail})` })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(...plan.orderBy)
    .$dynamic();
  const matching = db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic();
  return pageOf(select, plan, () => countMatches(db, matching, plan.countUpTo));
}
