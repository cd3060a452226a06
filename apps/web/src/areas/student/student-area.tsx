import { messages } from '@kaksha/contracts/messages';
import { AppShell, Box, Burger, Button, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { AreaFooter } from '../../components/area-footer.tsx';
import { isNavItemActive } from '../../components/nav-items.ts';
import { AreaRoutes } from '../../components/route-table.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { SchoolZone } from '../../features/accounts/school-zone.tsx';
import { UserMenu } from '../../features/accounts/user-menu.tsx';
import { LogoLink } from '../../features/media/logo-link.tsx';
import { LiveNotificationBell } from '../../features/notifications/live-bell.tsx';
import { studentBuyingMenu, studentNav } from './student-nav.ts';
import { studentPathsWithoutNavbar, studentRoutes } from './student-routes.tsx';

export function StudentArea() {
  return (
    <SessionQueryProvider>
      <StudentShell />
    </SessionQueryProvider>
  );
}

/**
 * A top navbar over the student screens; below 1200 px (where the spec's seven entries and the calendar, the logo
 * and the bell no longer fit in one row) a burger menu instead.
 */
function StudentShell() {
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const fullScreen = studentPathsWithoutNavbar.some((pattern) => matchPath(pattern, pathname));
  // Choosing a screen on a phone should reveal it, not leave the menu covering it.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  if (fullScreen) {
    return (
      <>
        <SkipLink />
        <Box component="main" p="lg" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <AreaRoutes routes={studentRoutes} />
        </Box>
      </>
    );
  }

  // The full-screen test goes by the server's clock and reads no /whoami: the exam path stays short.
  return (
    <SchoolZone>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 260, breakpoint: 'lg', collapsed: { desktop: true, mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <SkipLink />
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Burger opened={opened} onClick={toggle} hiddenFrom="lg" size="sm" aria-label="Toggle navigation" />
              <LogoLink to="/student" />
            </Group>
            <Group component="nav" aria-label="Student navigation" gap={4} visibleFrom="lg" wrap="nowrap">
              {studentNav.map((item) => {
                const active = isNavItemActive(item, pathname);
                return (
                  <Button
                    key={item.to}
                    component={Link}
                    to={item.to}
                    size="compact-sm"
                    variant={active ? 'light' : 'subtle'}
                    color={active ? 'indigo' : 'gray'}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </Button>
                );
              })}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LiveNotificationBell emptyText={messages.noNotificationStudent} />
              <UserMenu profilePath="/student/profile" withChangeCurriculum links={studentBuyingMenu} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" component="nav" aria-label="Student menu">
          {studentNav.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <AreaRoutes routes={studentRoutes} />
          <AreaFooter />
        </AppShell.Main>
      </AppShell>
    </SchoolZone>
  );
}
