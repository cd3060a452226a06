import { getAdminDashboard, getTeacherDashboard } from '@kaksha/contracts/dashboards';
import { implement } from '../../http/implement.ts';
import { adminCounts, teacherCounts } from './queries.ts';

export const dashboardRoutes = [
  implement(getAdminDashboard, async ({ deps }) => ({ status: true, data: await adminCounts(deps.db) })),
  implement(getTeacherDashboard, async ({ actor, deps }) => ({
    status: true,
    data: await teacherCounts(deps.db, actor),
  })),
];
