import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicPage } from './public-page.tsx';

export function NotFoundPage() {
  return (
    <PublicPage>
      <Stack align="center" ta="center" py={60} gap="sm">
        <Text fz={64} fw={800} c="indigo.2" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed" maw={420}>
          The page you asked for does not exist or has moved.
        </Text>
        <Button component={Link} to="/" mt="md">
          Go to home
        </Button>
      </Stack>
    </PublicPage>
  );
}
