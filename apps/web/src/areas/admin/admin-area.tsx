import { messages } from '@kaksha/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { type AreaRoute, AreaRoutes, preloadScreen } from '../../components/route-table.tsx';
import { SidebarShell } from '../../components/sidebar-shell.tsx';
import { SchoolZone } from '../../features/accounts/school-zone.tsx';
import { UserMenu } from '../../features/accounts/user-menu.tsx';
import { InactiveUsersBell } from '../../features/admin-users/inactive-users-bell.tsx';
import { LogoLink } from '../../features/media/logo-link.tsx';
import { LiveNotificationBell } from '../../features/notifications/live-bell.tsx';
import { SessionBell } from '../../features/sessions/session-bell.tsx';
import { adminNav } from './admin-nav.ts';
import { adminRoutes } from './admin-routes.tsx';

/** The admin frame around a route table: /admin's by default, /orgadmin's for the org-admin pages. */
export function AdminArea({ routes = adminRoutes }: { routes?: readonly AreaRoute[] }) {
  return (
    <SessionQueryProvider>
      <SchoolZone>
        <AdminFrame routes={routes} />
      </SchoolZone>
    </SessionQueryProvider>
  );
}

/** The admin menu's links all lead to /admin screens, whichever route table the frame holds. */
const ADMIN_BASE = '/admin/';

function AdminFrame({ routes }: { routes: readonly AreaRoute[] }) {
  const client = useQueryClient();
  const preload = (to: string) => {
    if (to.startsWith(ADMIN_BASE)) preloadScreen(adminRoutes, to.slice(ADMIN_BASE.length), client);
  };
  return (
    <SidebarShell
      navLabel="Admin navigation"
      links={adminNav}
      preload={preload}
      logo={<LogoLink to="/admin" />}
      actions={
        <>
          <LiveNotificationBell emptyText={messages.noNotification} />
          <SessionBell />
          <InactiveUsersBell />
          <UserMenu profilePath="/admin/profile" />
        </>
      }
    >
      <AreaRoutes routes={routes} />
    </SidebarShell>
  );
}
