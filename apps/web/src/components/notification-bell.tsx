import { ActionIcon, Indicator, Menu } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';

export interface BellEntry {
  id: string;
  label: string;
  to?: string;
}

interface NotificationBellProps {
  /** Accessible name of the bell button, e.g. "Notifications". */
  label: string;
  /** The spec's words for an empty list. */
  emptyText: string;
  entries?: readonly BellEntry[];
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
}

interface BellMenuProps {
  /** What the bell holds, e.g. "Notifications": the button's name, with the count when there is one. */
  label: string;
  count: number;
  /** The count in words after the label, e.g. "3 unread"; "3" when not given. */
  countWords?: (count: number) => string;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  width: number;
  /** The menu's dropdown: Menu.Label, Menu.Item... */
  children: ReactNode;
}

/**
 * A top-bar bell: an icon button opening a menu, with its count on a dot. The dot sits outside the
 * menu's target, so the menu's state (aria-expanded) lands on the button itself and not on a
 * wrapper that may not carry it; the dot is hidden from screen readers, as the button's name says
 * the count.
 */
export function BellMenu({ label, count, countWords = String, icon: Icon = IconBell, width, children }: BellMenuProps) {
  return (
    <Indicator
      disabled={count === 0}
      label={count}
      size={16}
      offset={4}
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      {/* Never wider than a 320 px phone less a margin (WCAG 1.4.10 Reflow). */}
      <Menu position="bottom-end" width={`min(${width}px, calc(100vw - 16px))`} shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={count > 0 ? `${label} (${countWords(count)})` : label}
          >
            <Icon size={22} stroke={1.6} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{children}</Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}

/** A bell in an area's top bar; it opens the list of its entries, or the empty-state words. */
export function NotificationBell({ label, emptyText, entries = [], icon }: NotificationBellProps) {
  return (
    <BellMenu label={label} count={entries.length} icon={icon} width={280}>
      <Menu.Label>{label}</Menu.Label>
      {entries.length === 0 ? (
        // Only menu items inside a menu: the empty state is a disabled item, not loose text.
        <Menu.Item disabled>{emptyText}</Menu.Item>
      ) : (
        entries.map((entry) =>
          entry.to ? (
            <Menu.Item key={entry.id} component={Link} to={entry.to}>
              {entry.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.id}>{entry.label}</Menu.Item>
          ),
        )
      )}
    </BellMenu>
  );
}
