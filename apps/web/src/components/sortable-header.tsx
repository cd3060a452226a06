import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { ServerListControl } from './use-server-list.ts';

/**
 * A list header that sorts the server's rows when clicked (and says how it is sorted to screen
 * readers through aria-sort). Without a sort key or a server list it is a plain header.
 */
export function SortableHeader({
  header,
  sortKey,
  server,
  style,
}: {
  header: string;
  style?: CSSProperties;
  sortKey: string | undefined;
  server: ServerListControl | undefined;
}) {
  if (!sortKey || !server) return <Table.Th style={style}>{header}</Table.Th>;
  const active = server.sort === sortKey;
  const Icon = !active ? IconArrowsSort : server.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th style={style} aria-sort={active ? (server.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => server.sortBy(sortKey)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {header}
          <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
