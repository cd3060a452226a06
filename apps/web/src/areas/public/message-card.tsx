import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicPage } from './public-page.tsx';

interface MessageCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
  action?: { label: string; to: string };
}

/** A short public page that tells one thing: registered, mail sent, verified, and so on. */
export function MessageCard({ icon, color, title, children, action }: MessageCardProps) {
  return (
    <PublicPage>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm" maw={520} mx="auto">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color={color} variant="light">
            {icon}
          </ThemeIcon>
          <Title order={1} size="h3">
            {title}
          </Title>
          {children && (
            <Text c="dimmed" component="div">
              {children}
            </Text>
          )}
          {action && (
            <Button component={Link} to={action.to} mt="md">
              {action.label}
            </Button>
          )}
        </Stack>
      </Paper>
    </PublicPage>
  );
}
