import { messages } from '@kaksha/contracts/messages';
import type { SignInSession } from '@kaksha/contracts/sign-ins';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { showErrorToast } from '../../components/error-toast.ts';
import { QueryState } from '../../components/query-state.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useLeave } from './use-logout.ts';
import { useEndSignIn, useLogoutEverywhere, useSignIns } from './use-sign-ins.ts';

/** Profile: where the user is signed in, with sign-out per device and everywhere. */
export function SignInsCard() {
  const signIns = useSignIns();
  const endOne = useEndSignIn();
  const everywhere = useLogoutEverywhere();
  const leave = useLeave();

  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      // This browser's sign-in ended with the others: leave as Logout does.
      onSuccess: leave,
      onError: (e) => showErrorToast(e),
    });
  const signOut = (row: SignInSession) =>
    endOne.mutate(row.id, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
      onError: (e) => showErrorToast(e),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          {messages.signInsTitle}
        </Title>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} />}
          loading={everywhere.isPending}
          onClick={signOutEverywhere}
        >
          {messages.signOutEverywhere}
        </Button>
      </Group>
      <QueryState query={signIns} errorTitle="Your sign-ins could not be loaded">
        {(rows) => (
          <>
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="sm" aria-label={messages.signInsTitle}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Device</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Last seen</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Action</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Stack gap={2}>
                          <Text size="sm">{row.device}</Text>
                          {row.current && (
                            <Badge size="sm" variant="light" color="green" w="fit-content">
                              {messages.thisDevice}
                            </Badge>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>{row.address}</Table.Td>
                      <Table.Td>{formatDateTime(row.lastSeenAt)}</Table.Td>
                      <Table.Td ta="right">
                        {!row.current && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={`${messages.signOutDevice}: ${row.device}, ${row.address}`}
                            loading={endOne.isPending && endOne.variables === row.id}
                            onClick={() => signOut(row)}
                          >
                            {messages.signOutDevice}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {rows.length === 1 && (
              <Text size="sm" c="dimmed" mt="xs">
                {messages.noSignIns}
              </Text>
            )}
          </>
        )}
      </QueryState>
    </Paper>
  );
}
