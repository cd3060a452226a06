import { Anchor, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardCardProps {
  title: string;
  /** Where "View More" leads: the section's full screen. */
  moreTo?: string;
  children: ReactNode;
}

/**
 * One section of a dashboard. Every card has its title and View More on one line at its top and
 * fills its row's height, so cards side by side line up.
 */
export function DashboardCard({ title, moreTo, children }: DashboardCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {moreTo && (
          <Anchor component={Link} to={moreTo} size="sm" style={{ flexShrink: 0 }}>
            View More
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}
