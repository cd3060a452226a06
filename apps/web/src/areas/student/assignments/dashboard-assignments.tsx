import { type AssessmentDto, assignmentGroup, messages } from '@kaksha/contracts';
import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useStudentAssignments } from '../../../features/assessments/api.ts';
import { AssignmentCard } from '../../../features/assessments/assignment-card.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { schoolToday } from '../../../lib/dates.ts';

const rank = { Ongoing: 0, Upcoming: 1, Completed: 2 } as const;

/** What needs the student first: open tests, then the next ones, then the latest done. */
function firstFour(assignments: readonly AssessmentDto[], today: string) {
  return assignments
    .map((a) => ({ a, group: assignmentGroup(a, today) }))
    .sort((x, y) => {
      if (x.group !== y.group) return rank[x.group] - rank[y.group];
      if (x.group === 'Completed') return y.a.endsAt.localeCompare(x.a.endsAt);
      return x.group === 'Ongoing' ? x.a.endsAt.localeCompare(y.a.endsAt) : x.a.startsAt.localeCompare(y.a.startsAt);
    })
    .slice(0, 4);
}

/** The dashboard's Assignments section: at most four (student spec §9) and View More. */
export function DashboardAssignments() {
  const { data, isPending, error } = useStudentAssignments();
  const shown = data ? firstFour(data, schoolToday()) : [];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Assignments">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Assignments
        </Title>
        <Anchor component={Link} to="/student/assignments" size="sm">
          View More
        </Anchor>
      </Group>
      {error ? (
        <Alert color="red">{errorMessage(error)}</Alert>
      ) : isPending ? (
        <Skeleton h={72} radius="md" />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{messages.noAssignments}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {shown.map(({ a, group }) => (
            <AssignmentCard key={a.testID} assignment={a} group={group} />
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
