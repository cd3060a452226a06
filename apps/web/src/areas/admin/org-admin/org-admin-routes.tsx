import { lazyPage } from '../../../components/lazy-page.tsx';
import type { AreaRoute } from '../../../components/route-table.tsx';

const OrganizationListPage = lazyPage(() => import('./organization-list-page.tsx'), 'OrganizationListPage');
const AddOrganizationPage = lazyPage(() => import('./add-organization-page.tsx'), 'AddOrganizationPage');
const PracticalSessionPage = lazyPage(() => import('./practical-session-page.tsx'), 'PracticalSessionPage');
const ClassroomSchedulingPage = lazyPage(() => import('./classroom-scheduling-page.tsx'), 'ClassroomSchedulingPage');

/** The /orgadmin screens of the spec, with its spelling (Oragnization), inside the admin frame. */
export const orgAdminRoutes: readonly AreaRoute[] = [
  { path: '', title: 'Oragnization', Component: OrganizationListPage },
  { path: 'Oragnization', title: 'Oragnization', Component: OrganizationListPage },
  { path: 'AddOragnization', title: 'Add Oragnization', Component: AddOrganizationPage },
  { path: 'PracticalSession', title: 'Practical Session', Component: PracticalSessionPage },
  { path: 'ClassroomScheduling', title: 'Classroom Scheduling', Component: ClassroomSchedulingPage },
];
