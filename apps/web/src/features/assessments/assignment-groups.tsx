import { ASSIGNMENT_GROUPS, assignmentGroup } from '@kaksha/contracts/assessment-rules';
import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schoolToday } from '../../lib/dates.ts';
import { AssignmentCard } from './assignment-card.tsx';

/** Ongoing first (sooner end first), Upcoming by start, Completed newest first. */
const order = {
  Ongoing: (a: AssessmentDto, b: AssessmentDto) => a.endsAt.localeCompare(b.endsAt),
  Upcoming: (a: AssessmentDto, b: AssessmentDto) => a.startsAt.localeCompare(b.startsAt),
  Completed: (a: AssessmentDto, b: AssessmentDto) => b.endsAt.localeCompare(a.endsAt),
} as const;

/** Assignments in the spec's groups Ongoing, Upcoming and Completed (student spec §4). */
export function AssignmentGroups({ assignments }: { assignments: readonly AssessmentDto[] }) {
  const today = schoolToday();
  return (
    <Stack gap="lg">
      {ASSIGNMENT_GROUPS.map((group) => {
        const rows = assignments.filter((a) => assignmentGroup(a, today) === group).sort(order[group]);
        return (
          <Stack key={group} gap="xs" component="section" aria-label={group}>
            <Title order={3} size="h4">
              {group}
            </Title>
            {rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                {messages.noAssignments}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {rows.map((a) => (
                  <AssignmentCard key={a.testID} assignment={a} group={group} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
