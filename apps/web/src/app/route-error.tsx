import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Most often a screen's code could not be fetched (a new release or a dropped connection). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <Title order={1} size="h3">
          Something went wrong
        </Title>
        <Text c="dimmed">This page could not be shown. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
