import { Group, Text } from '@mantine/core';
import { type CalendarStatus, statusColour } from './status-colours.ts';

const STATUSES: CalendarStatus[] = ['PENDING', 'ACCEPTED', 'REJECTED'];

/** The colour key of the calendar, shown to teachers and admins (student spec, Calendar). */
export function StatusLegend() {
  return (
    <Group gap="md" aria-label="Colour legend" role="list">
      {STATUSES.map((status) => (
        <Group key={status} gap={6} role="listitem" wrap="nowrap">
          <span
            aria-hidden
            style={{
              width: 14,
              height: 14,
              borderRadius: 3,
              background: statusColour(status),
              display: 'inline-block',
            }}
          />
          <Text size="sm">{status}</Text>
        </Group>
      ))}
    </Group>
  );
}
