import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from '../../../components/dashboard-card.tsx';
import { fullName, type useInactiveUsers } from '../../../features/admin-users/use-people.ts';

type Awaiting = NonNullable<ReturnType<typeof useInactiveUsers>['data']>;

const SHOWN = 5;

/** The oldest registrations waiting for acceptance, each opening the page where it is decided. */
export function AwaitingAcceptanceCard({ users }: { users: Awaiting | undefined }) {
  if (!users || users.length === 0) return null;
  return (
    <DashboardCard title="Users awaiting acceptance">
      <Stack gap="xs">
        {users.slice(0, SHOWN).map((user) => (
          <Group key={user.userID} justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/admin/inactiveUser/${user.userID}`}
                fw={600}
                style={{ display: 'block', overflowWrap: 'anywhere' }}
              >
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
    </DashboardCard>
  );
}
