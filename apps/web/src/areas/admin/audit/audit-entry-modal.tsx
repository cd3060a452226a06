import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditEntryDto } from '@kaksha/contracts/audit';
import { Code, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/dates.ts';

/** A value of a before or after as a person reads it: text as it is, the rest as JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One audit entry in full: who, when, and each field as it was and as it became. */
export function AuditEntryModal({ entry, onClose }: { entry: AuditEntryDto | null; onClose: () => void }) {
  const before = fieldsOf(entry?.before);
  const after = fieldsOf(entry?.after);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Audit entry" size="lg" centered>
      {entry && (
        <Stack gap="sm">
          <Text fw={600}>{entry.summary}</Text>
          <Text size="sm" c="dimmed">
            {AUDIT_ACTION_LABELS[entry.action]} · {AUDIT_ENTITY_LABELS[entry.entity]} <Code>{entry.entityID}</Code> ·{' '}
            {entry.actorName} ({entry.actorRole}) · {formatDateTime(entry.at)}
          </Text>
          {names.length === 0 ? (
            <Text size="sm" c="dimmed">
              No field values were recorded for this change.
            </Text>
          ) : (
            <Table striped verticalSpacing="xs" aria-label="Fields before and after">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Before</Table.Th>
                  <Table.Th>After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {names.map((name) => (
                  <Table.Tr key={name}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {name in before ? shown(before[name]) : '—'}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{name in after ? shown(after[name]) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}
