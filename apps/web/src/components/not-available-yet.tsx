import { Paper, Text, Title } from '@mantine/core';

/** Stands in for a Kaksha screen whose route exists but whose content is still to come. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Text c="dimmed">This screen is not available yet.</Text>
    </Paper>
  );
}
