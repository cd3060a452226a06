import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { fullName, type useInactiveUsers } from '../../../features/admin-users/use-people.ts';

type Awaiting = NonNullable<ReturnType<typeof useInactiveUsers>['data']>;

const SHOWN = 5;

/** The oldest registrations waiting for acceptance, each opening the page where it is decided. */
export function AwaitingAcceptanceCard({ users }: { users: Awaiting | undefined }) {
  if (!users || users.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Users awaiting acceptance">
      <Title order={2} size="h4" mb="sm">
        Users awaiting acceptance
      </Title>
      <Stack gap="xs">
        {users.slice(0, SHOWN).map((user) => (
          <Group key={user.userID} justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/admin/inactiveUser/${user.userID}`} fw={600} truncate="end">
                {fullName(user)}
              </Anchor>
              <Text size="xs" c="dimmed" truncate="end">
                {user.email}
              </Text>
            </div>
            <Badge variant="light">{user.role}</Badge>
          </Group>
        ))}
        {users.length > SHOWN && (
          <Text size="sm" c="dimmed">
            and {users.length - SHOWN} more in the bell at the top.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
