import { Badge, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from '../../components/dashboard-card.tsx';
import { QueryError } from '../../components/query-state.tsx';
import { formatViewDate } from '../../lib/dates.ts';
import { useMyCurricula } from './api.ts';

const day = (iso: string | null) => formatViewDate(iso) || '—';

/** The dashboard's "Current Curriculum" section: one card per enrolment. */
export function CurrentCurricula() {
  const curricula = useMyCurricula();
  const { data, isPending, isError } = curricula;
  return (
    <DashboardCard title="Current Curriculum" moreTo="/student/curriculum">
      {isPending && <Skeleton h={72} radius="md" />}
      {isError && <QueryError query={curricula} title="Your curricula could not be loaded" />}
      {data?.length === 0 && <Text c="dimmed">You are not enrolled in any curriculum yet.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {data?.map((c) => (
          <Card
            key={c.curriculumCode}
            withBorder
            radius="md"
            component={Link}
            to={`/student/curriculum?curriculumCode=${encodeURIComponent(c.curriculumCode)}`}
          >
            <Stack gap={4}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {c.longName}
              </Text>
              <Badge variant="light" w="fit-content">
                {c.curriculumCode}
              </Badge>
              <Text size="sm" c="dimmed">
                {day(c.startDate)} to {day(c.endDate)}
              </Text>
              {c.location && (
                <Text size="sm" c="dimmed">
                  {c.location}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </DashboardCard>
  );
}
