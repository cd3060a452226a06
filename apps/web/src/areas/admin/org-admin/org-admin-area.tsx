import { AdminArea } from '../admin-area.tsx';
import { orgAdminRoutes } from './org-admin-routes.tsx';

/** /orgadmin/*: the org-admin pages in the admin frame (sidebar, bells), for the same sign-in. */
export function OrgAdminArea() {
  return <AdminArea routes={orgAdminRoutes} />;
}
