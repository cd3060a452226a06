import type { LateMarkingDto } from '@kaksha/contracts/marking';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from '../../components/dashboard-card.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useLateMarking } from './marking.ts';

const SHOWN = 8;

/**
 * Tests closed more than GRADING_DUE_DAYS days ago whose written answers are still unmarked: on
 * the teacher's dashboard (their subjects, each opening marking by question) and the admin's
 * (every one, each opening the test). Nothing is shown while none is late.
 */
export function LateMarkingCard({ linkOf }: { linkOf: (test: LateMarkingDto) => string }) {
  const late = useLateMarking();
  const tests = late.data?.data ?? [];
  if (tests.length === 0) return null;
  return (
    <DashboardCard title="Marking overdue">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Closed more than {late.data?.dueDays} days ago, with written answers still unmarked.
        </Text>
        {tests.slice(0, SHOWN).map((test) => (
          <Group key={test.testID} justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={linkOf(test)}
                fw={600}
                style={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {test.assessmentName} ({test.testID})
              </Anchor>
              <Text size="xs" c="dimmed">
                {test.subject} · closed {formatDateTime(test.endsAt)}
              </Text>
            </div>
            <Badge color="red" variant="light">
              {test.unmarked} unmarked
            </Badge>
          </Group>
        ))}
        {tests.length > SHOWN && (
          <Text size="sm" c="dimmed">
            and {tests.length - SHOWN} more.
          </Text>
        )}
      </Stack>
    </DashboardCard>
  );
}
