import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError, type ReadState } from '../../components/query-state.tsx';

export interface CountTile {
  label: string;
  count: number | undefined;
  /** The screen that lists what is counted. */
  to: string;
  icon: Icon;
  color: string;
}

/** A dashboard's counts, each a link to the screen that lists them; `query` is the read of the counts. */
export function CountTiles({ tiles, query, label }: { tiles: CountTile[]; query: ReadState<unknown>; label: string }) {
  if (query.isError) return <QueryError query={query} title="The counts could not be loaded" />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="section" aria-label={label}>
      {tiles.map((tile) => (
        // Named by what it shows ("Students 12"), so a speech user can say the words on it.
        <UnstyledButton key={tile.label} component={Link} to={tile.to}>
          <Paper withBorder radius="md" p="lg" h="100%">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" c="dimmed" fw={600}>
                  {tile.label}
                </Text>
                {tile.count === undefined ? (
                  <Skeleton h={34} w={60} mt={6} />
                ) : (
                  <Text fz={32} fw={700} lh={1.2} mt={4}>
                    {tile.count}
                  </Text>
                )}
              </div>
              <ThemeIcon variant="light" color={tile.color} size={44} radius="md">
                <tile.icon size={24} />
              </ThemeIcon>
            </Group>
            <Group gap={4} mt="sm" c={tile.color}>
              <Text size="sm" fw={500}>
                View
              </Text>
              <IconChevronRight size={14} />
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
