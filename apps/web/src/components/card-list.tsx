import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What one card shows: a title with its status badge, lines beneath, buttons on the right. */
export interface CardContent {
  title: string;
  badge: ReactNode;
  lines: ReactNode;
  buttons: ReactNode;
}

interface CardListProps<T> {
  items: readonly T[];
  /** The screen's words for no items. */
  emptyText: string;
  keyOf: (item: T) => string;
  card: (item: T) => CardContent;
  /** Below the cards (a pager). */
  footer?: ReactNode;
}

/**
 * Items as cards, one article each named by its title (queries and sessions are shown so): the
 * title and badge, the lines, and the buttons, which wrap under the text on a narrow screen.
 */
export function CardList<T>({ items, emptyText, keyOf, card, footer }: CardListProps<T>) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((item) => {
        const { title, badge, lines, buttons } = card(item);
        return (
          <Paper key={keyOf(item)} withBorder radius="md" p="md" component="article" aria-label={title}>
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Text>
                  {badge}
                </Group>
                {lines}
              </Stack>
              <Group gap="xs">{buttons}</Group>
            </Group>
          </Paper>
        );
      })}
      {footer}
    </Stack>
  );
}
