import { AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { AreaFooter } from './area-footer.tsx';
import { isNavItemActive, type NavItem } from './nav-items.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

interface SidebarShellProps {
  /** Names the side navigation for screen readers, e.g. "Teacher navigation". */
  navLabel: string;
  links: readonly NavItem[];
  logo: ReactNode;
  /** Bells and the user menu, at the right of the top bar. */
  actions: ReactNode;
  /**
   * Fetches a link's screen ahead (its code, its first reads): asked for once per link, when the
   * pointer first rests on it (mouse, pen or finger) or the keyboard first focuses it, so the
   * click that follows finds them on their way. Never for links not pointed at.
   */
  preload?: (to: string) => void;
  children: ReactNode;
}

/** The teacher and admin layout: a top bar and a side bar that folds behind a burger on phones. */
export function SidebarShell({ navLabel, links, logo, actions, preload, children }: SidebarShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const preloaded = useRef(new Set<string>());
  const pointedAt = (to: string) => {
    if (!preload || preloaded.current.has(to)) return;
    preloaded.current.add(to);
    preload(to);
  };
  // Choosing a screen on a phone should reveal it, not leave the menu covering it.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            {logo}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={navLabel} component="nav">
        <AppShell.Section grow component={ScrollArea}>
          {links.map((item) => {
            const Icon = item.icon;
            const active = isNavItemActive(item, pathname);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={Icon ? <Icon size={18} stroke={1.6} /> : undefined}
                active={active}
                aria-current={active ? 'page' : undefined}
                onPointerEnter={() => pointedAt(item.to)}
                onFocus={() => pointedAt(item.to)}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {children}
        <AreaFooter />
      </AppShell.Main>
    </AppShell>
  );
}
