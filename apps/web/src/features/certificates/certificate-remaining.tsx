import type { CertificateRemainingDto, OutstandingTestDto } from '@kaksha/contracts/certificates';
import { Alert, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { formatViewDate } from '../../lib/dates.ts';

const STATE_WORDS: Record<OutstandingTestDto['state'], string> = {
  'not-taken': 'No result yet',
  'awaiting-correction': 'Waiting for the teacher’s correction',
};

/**
 * Before completion: why there is no certificate yet. The curriculum's end date (while it is
 * ahead) and each Mandatory formal test without a final result.
 */
export function CertificateRemaining({ remaining }: { remaining: CertificateRemainingDto }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="certificate-remaining">
      <Stack gap="md">
        <Alert color="blue" icon={<IconHourglass size={18} />} title="Your certificate is not due yet">
          It is issued once you have completed the curriculum: after its end date, with a final result in every formal
          test.
        </Alert>
        <Title order={2} size="h4">
          What remains
        </Title>
        <List spacing="xs">
          {!remaining.endDatePassed && (
            <List.Item>The curriculum ends on {formatViewDate(remaining.endDate)}.</List.Item>
          )}
          {remaining.tests.length > 0 && (
            <List.Item>
              {remaining.tests.length === 1
                ? '1 formal test has no final result yet.'
                : `${remaining.tests.length} formal tests have no final result yet.`}
            </List.Item>
          )}
        </List>
        {remaining.tests.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Test</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Ends</Table.Th>
                  <Table.Th>State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {remaining.tests.map((t) => (
                  <Table.Tr key={t.testID}>
                    <Table.Td>
                      {t.assessmentName}{' '}
                      <Text span size="xs" c="dimmed">
                        ({t.testID})
                      </Text>
                    </Table.Td>
                    <Table.Td>{t.subject}</Table.Td>
                    <Table.Td>{formatViewDate(t.endDate)}</Table.Td>
                    <Table.Td>{STATE_WORDS[t.state]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
