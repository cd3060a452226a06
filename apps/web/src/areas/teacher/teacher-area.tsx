import { messages } from '@kaksha/contracts/messages';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { AreaRoutes } from '../../components/route-table.tsx';
import { SidebarShell } from '../../components/sidebar-shell.tsx';
import { SchoolZone } from '../../features/accounts/school-zone.tsx';
import { UserMenu } from '../../features/accounts/user-menu.tsx';
import { LogoLink } from '../../features/media/logo-link.tsx';
import { LiveNotificationBell } from '../../features/notifications/live-bell.tsx';
import { teacherNav } from './teacher-nav.ts';
import { teacherRoutes } from './teacher-routes.tsx';

export function TeacherArea() {
  return (
    <SessionQueryProvider>
      <SchoolZone>
        <SidebarShell
          navLabel="Teacher navigation"
          links={teacherNav}
          logo={<LogoLink to="/teacher" />}
          actions={
            <>
              <LiveNotificationBell emptyText={messages.noNotification} />
              <UserMenu profilePath="/teacher/profile" withChangeCurriculum />
            </>
          }
        >
          <AreaRoutes routes={teacherRoutes} />
        </SidebarShell>
      </SchoolZone>
    </SessionQueryProvider>
  );
}
