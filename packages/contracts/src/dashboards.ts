import { z } from 'zod';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';

const Count = z.number().int().nonnegative();

/** The admin dashboard's tiles, each counted by the database (admin spec, dashboard). */
export const AdminDashboardDto = z.object({
  students: Count,
  staff: Count,
  curricula: Count,
  /** Tests open right now (started, not yet ended). */
  testsRunning: Count,
  /** Registered users neither accepted nor rejected yet. */
  awaitingAcceptance: Count,
  /** Sessions still PENDING whose start is ahead (a decision is still possible). */
  sessionsPending: Count,
});
export type AdminDashboardDto = z.infer<typeof AdminDashboardDto>;

/** The teacher dashboard's tiles, in the teacher's current curriculum and their subjects. */
export const TeacherDashboardDto = z.object({
  /** Tests with at least one submitted answer sheet waiting for the teacher's marks. */
  testsAwaitingCorrection: Count,
  /** Queries still open (status 0). */
  openQueries: Count,
  /** Session requests that name this teacher, still PENDING, starting ahead. */
  pendingSessions: Count,
});
export type TeacherDashboardDto = z.infer<typeof TeacherDashboardDto>;

export const getAdminDashboard = endpoint({
  method: 'GET',
  path: '/getAdminDashboard',
  access: STAFF_ROLES,
  summary:
    'Counts for the admin dashboard: students, staff, curricula, tests running, awaiting acceptance, pending sessions',
  response: ok({ data: AdminDashboardDto }),
});

export const getTeacherDashboard = endpoint({
  method: 'GET',
  path: '/getTeacherDashboard',
  access: ['teacher'],
  summary: "Counts for the teacher dashboard in the teacher's current curriculum and subjects",
  response: ok({ data: TeacherDashboardDto }),
});

export const dashboardEndpoints = [getAdminDashboard, getTeacherDashboard] as const;
