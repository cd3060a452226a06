import { getAdminDashboard, getTeacherDashboard } from '@kaksha/contracts/dashboards';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';

/** Counts change as people work; a dashboard left open catches up every minute. */
const REFRESH = 60_000;

export const useAdminDashboard = () =>
  useEndpointQuery(getAdminDashboard, {}, { select: (answer) => answer.data, refetchInterval: REFRESH });

export const useTeacherDashboard = () =>
  useEndpointQuery(getTeacherDashboard, {}, { select: (answer) => answer.data, refetchInterval: REFRESH });
