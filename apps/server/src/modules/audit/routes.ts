import { getAuditLog } from '@kaksha/contracts/audit';
import { presentPage } from '../../db/list-page.ts';
import { implement } from '../../http/implement.ts';
import { presentAuditEntry } from './presenter.ts';
import { listAudit } from './queries.ts';

export const auditRoutes = [
  implement(getAuditLog, async ({ body, deps }) =>
    presentPage(await listAudit(deps.db, body, deps.config.TIME_ZONE), presentAuditEntry),
  ),
];
