import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatViewDate } from '../../lib/dates.ts';
import { useMyCurricula } from './api.ts';

const day = (iso: string | null) => formatViewDate(iso) || '—';

/** The dashboard's "Current Curriculum" section: one card per enrolment. */
export function CurrentCurricula() {
  const { data, isPending, isError } = useMyCurricula();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Current Curriculum">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Current Curriculum
        </Title>
        <Anchor component={Link} to="/student/curriculum" size="sm">
          View More
        </Anchor>
      </Group>
      {isPending && <Skeleton h={72} radius="md" />}
      {isError && <Text c="dimmed">Your curricula could not be loaded.</Text>}
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
              <Text fw={700}>{c.curriculum}</Text>
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
    </Paper>
  );
}
