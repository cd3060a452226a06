import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

interface PageHeaderProps {
  /** The page's name: its heading and its browser tab title. */
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons at the right of the title (Add, Raise Query...). */
  actions?: ReactNode;
  /** The tab title when it should say more than the heading (a record's name). */
  documentTitle?: string;
}

/**
 * The top of every area page: the title in one place (above the page's cards, never inside
 * them), its actions at the right, and the tab named after it.
 */
export function PageHeader({ title, description, actions, documentTitle }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
