import { messages } from '@kaksha/contracts';
import { IconBell } from '@tabler/icons-react';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { AreaRoutes } from '../../components/route-table.tsx';
import { SidebarShell } from '../../components/sidebar-shell.tsx';
import { UserMenu } from '../../features/accounts/user-menu.tsx';
import { InactiveUsersBell } from '../../features/admin-users/inactive-users-bell.tsx';
import { LogoLink } from '../../features/media/logo-link.tsx';
import { adminNav } from './admin-nav.ts';
import { adminRoutes } from './admin-routes.tsx';

export function AdminArea() {
  return (
    <SessionQueryProvider>
      <SidebarShell
        navLabel="Admin navigation"
        links={adminNav}
        logo={<LogoLink to="/admin" />}
        actions={
          <>
            <NotificationBell label="Sessions" emptyText={messages.noSession} icon={IconBell} />
            <InactiveUsersBell />
            <UserMenu profilePath="/admin/profile" />
          </>
        }
      >
        <AreaRoutes routes={adminRoutes} />
      </SidebarShell>
    </SessionQueryProvider>
  );
}
