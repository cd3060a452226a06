import type { AssignmentGroup } from '@kaksha/contracts/assessment-rules';
import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { assignmentLink, typeLabel } from './assignment-labels.ts';

/**
 * What the student needs to know at a glance. Groups go by dates (student spec §4); the badge
 * goes by the hour, so a test later today is not shown as open.
 */
const statusBadge = (a: AssessmentDto, group: AssignmentGroup, now = Date.now()) => {
  if (a.status === 1) return { label: 'Submitted', color: 'green' };
  if (group === 'Completed' || now >= Date.parse(a.endsAt)) return { label: 'Not submitted', color: 'gray' };
  if (now < Date.parse(a.startsAt)) return { label: 'Not open yet', color: 'yellow' };
  return { label: 'Open', color: 'indigo' };
};

/** One assignment as a card leading to its preview, or to its result once submitted. */
export function AssignmentCard({ assignment: a, group }: { assignment: AssessmentDto; group: AssignmentGroup }) {
  const badge = statusBadge(a, group);
  return (
    <Card withBorder radius="md" component={Link} to={assignmentLink(a)}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2}>
            {a.assessmentName}
          </Text>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {a.subject} · {a.curriculum} · {typeLabel(a.type)}
        </Text>
        <Text size="sm">
          {formatDateTime(a.startsAt)} to {formatDateTime(a.endsAt)}
        </Text>
      </Stack>
    </Card>
  );
}
