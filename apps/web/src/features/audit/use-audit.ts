import { getStaffList } from '@kaksha/contracts/admin-users';
import { type AuditAction, type AuditEntity, getAuditLog } from '@kaksha/contracts/audit';
import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { sortChecked, useEndpointPage, useEndpointQuery } from '../../lib/endpoint-query.ts';

export interface AuditFilters {
  actorID?: string;
  action?: AuditAction;
  entity?: AuditEntity;
  /** Days, `YYYY-MM-DD`, in the school's time zone; both included. */
  from?: string;
  to?: string;
}

/** A page of the audit log, newest first, with the page's filters. */
export const useAuditPage = (request: ListPageRequest, filters: AuditFilters) =>
  useEndpointPage(getAuditLog, { body: { ...sortChecked<'at'>(request), ...filters } });

/** The admins and superadmins, whose changes the log can be narrowed to. */
export const useAuditActors = () =>
  useEndpointQuery(
    getStaffList,
    { body: { role: 'admin', all: true } },
    { select: (answer) => answer.data, staleTime: 5 * 60_000 },
  );
