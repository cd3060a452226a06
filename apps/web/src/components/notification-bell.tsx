import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentType } from 'react';
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

/** A bell in an area's top bar; it opens the list of its entries, or the empty-state words. */
export function NotificationBell({ label, emptyText, entries = [], icon: Icon = IconBell }: NotificationBellProps) {
  return (
    <Menu position="bottom-end" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <Indicator disabled={entries.length === 0} label={entries.length} size={16} offset={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <Icon size={22} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {emptyText}
          </Text>
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
      </Menu.Dropdown>
    </Menu>
  );
}
