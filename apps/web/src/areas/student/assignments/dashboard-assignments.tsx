import { assignmentGroup } from '@kaksha/contracts/assessment-rules';
import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { DashboardCard } from '../../../components/dashboard-card.tsx';
import { QueryError } from '../../../components/query-state.tsx';
import { useStudentAssignments } from '../../../features/assessments/api.ts';
import { AssignmentCard } from '../../../features/assessments/assignment-card.tsx';
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
  const assignments = useStudentAssignments();
  const { data, isPending, error } = assignments;
  const shown = data ? firstFour(data, schoolToday()) : [];
  return (
    <DashboardCard title="Assignments" moreTo="/student/assignments">
      {error ? (
        <QueryError query={assignments} title="Your assignments could not be loaded" />
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
    </DashboardCard>
  );
}
