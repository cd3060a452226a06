import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of the registration form; fields sit in columns on wide screens. */
export function FormSection({ title, cols = 2, children }: { title: string; cols?: 1 | 2 | 3; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h5" c="indigo.8" component="legend" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
