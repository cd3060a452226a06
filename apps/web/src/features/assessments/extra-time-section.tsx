import type { AccommodationDto } from '@kaksha/contracts/accommodations';
import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../components/query-state.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useAccommodations } from './extra-time.ts';
import { ExtraTimeDialog, type ExtraTimeTarget } from './extra-time-dialog.tsx';
import { minutesText } from './time-rule.ts';

/** What a student has on a test, in a few words: "1.5× time, 10 extra minutes, until 28/11/2026 18:00". */
export function extraTimeSummary(row: Pick<AccommodationDto, 'timeMultiplier' | 'extraMinutes' | 'endsAt'>): string {
  const parts = [
    row.timeMultiplier === 1 ? null : `${row.timeMultiplier}× time`,
    row.extraMinutes ? `${minutesText(row.extraMinutes)} extra` : null,
    row.endsAt ? `until ${formatDateTime(row.endsAt)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Usual time';
}

const attemptText = (row: AccommodationDto) =>
  !row.attempt
    ? 'Not started'
    : row.attempt.submitted
      ? 'Submitted'
      : `Running, ends ${formatDateTime(row.attempt.endsAt)}`;

/**
 * The assessment view's "Time and extra time": the test's limit, who has extra time or a standing
 * multiplier, each attempt's own end, and a dialog to give a student extra time (also while their
 * attempt runs).
 */
export function ExtraTimeSection({
  testID,
  choices,
}: {
  testID: string;
  /** The students one may be chosen from (the area reads them). */
  choices: { value: string; label: string }[];
}) {
  const list = useAccommodations(testID);
  const [target, setTarget] = useState<ExtraTimeTarget | null | undefined>(undefined);
  const loaded = list.data;
  return (
    <Stack gap="sm" mt="md">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Time and extra time
        </Title>
        <Button size="compact-sm" variant="light" onClick={() => setTarget(null)} disabled={!loaded}>
          Give extra time
        </Button>
      </Group>
      <QueryState query={list} errorTitle="Who has extra time could not be loaded">
        {(answer) => (
          <>
            <Text size="sm">
              {answer.timeLimitMinutes === null
                ? `No time limit: every attempt ends at ${formatDateTime(answer.windowEndsAt)}.`
                : `${minutesText(answer.timeLimitMinutes)} from each student's start, until ${formatDateTime(answer.windowEndsAt)} at the latest.`}
            </Text>
            {answer.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                No student has extra time or has started yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped aria-label="Students' time on this test">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Student</Table.Th>
                      <Table.Th>Time</Table.Th>
                      <Table.Th>Attempt</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.data.map((row) => (
                      <Table.Tr key={row.userID}>
                        <Table.Td>
                          {row.name || row.email}
                          <Text size="xs" c="dimmed">
                            {row.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>{extraTimeSummary(row)}</Table.Td>
                        <Table.Td>{attemptText(row)}</Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => setTarget(row)}
                            aria-label={`Extra time for ${row.name || row.email}`}
                          >
                            Extra time
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </QueryState>
      {target !== undefined && loaded && (
        <ExtraTimeDialog
          testID={testID}
          student={target}
          choices={choices}
          windowEndsAt={loaded.windowEndsAt}
          onClose={() => setTarget(undefined)}
        />
      )}
    </Stack>
  );
}
