import type { StudentState } from '@kaksha/contracts/student-state';
import { Badge } from '@mantine/core';

const COLOURS: Record<StudentState, string> = {
  Active: 'green',
  'Awaiting acceptance': 'yellow',
  Rejected: 'red',
  Inactive: 'gray',
};

/** A student's state as the server derives it, so a rejected student never looks active. */
export function StudentStateBadge({ state }: { state: StudentState }) {
  return (
    // Words stay whole but may go on two lines: "Awaiting acceptance" on one line alone widened the
    // column enough to push the row actions past a 1366 px screen.
    <Badge
      color={COLOURS[state]}
      variant="light"
      h="auto"
      py={2}
      tt="none"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', wordBreak: 'keep-all' } }}
    >
      {state}
    </Badge>
  );
}
