import {
  BULK_USER_ACTION_LABELS,
  type BulkUserAction,
  type BulkUserResult,
  CURRICULUM_BULK_ACTIONS,
  MAX_BULK_USERS,
} from '@kaksha/contracts/people-bulk';
import { Badge, Button, Group, Menu, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Select } from '../../components/select.tsx';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { useBulkUpdateUsers } from './use-people-files.ts';

interface BulkUserActionsProps {
  /** The buttons this list offers, in order. */
  actions: readonly BulkUserAction[];
  /** The ticked users. */
  userIDs: string[];
  /** Curricula to enrol in or move to (enrol and move only). */
  curricula?: readonly { value: string; label: string }[];
  /** After a run: the users that were not changed, which stay ticked so they can be looked at. */
  onDone: (notChanged: string[]) => void;
}

const needsCurriculum = (action: BulkUserAction) => (CURRICULUM_BULK_ACTIONS as readonly string[]).includes(action);
const isRisky = (action: BulkUserAction) => action === 'delete' || action === 'reject' || action === 'deactivate';
const usersWord = (n: number) => `${n} user${n === 1 ? '' : 's'}`;

/**
 * The buttons of a list's selection (accept, reject, activate, deactivate, delete; for students,
 * enrol in or move to a curriculum). Each asks first, saying how many users it will change, then
 * reports per user what happened: the server changes each on its own, so refusals are listed
 * with their reasons while the rest are done.
 */
export function BulkUserActions({ actions, userIDs, curricula = [], onDone }: BulkUserActionsProps) {
  const [asking, setAsking] = useState<BulkUserAction | null>(null);
  const [curriculumCode, setCurriculumCode] = useState<string | null>(null);
  const [report, setReport] = useState<{ message: string; results: BulkUserResult[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useBulkUpdateUsers();
  const tooMany = userIDs.length > MAX_BULK_USERS;
  const [main, ...more] = actions;

  const ask = (action: BulkUserAction) => {
    setFailure(null);
    setCurriculumCode(null);
    setAsking(action);
  };
  const confirm = async () => {
    if (!asking || (needsCurriculum(asking) && !curriculumCode)) return;
    try {
      const answer = await run.mutateAsync({
        action: asking,
        userIDs,
        ...(needsCurriculum(asking) && curriculumCode ? { curriculumCode } : {}),
      });
      setAsking(null);
      setReport({ message: answer.message, results: answer.data.results });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const closeReport = () => {
    const notChanged = report?.results.filter((r) => r.outcome === 'failed').map((r) => r.userID) ?? [];
    setReport(null);
    onDone(notChanged);
  };

  const button = (action: BulkUserAction) => (
    <Button
      key={action}
      size="compact-sm"
      variant={isRisky(action) ? 'light' : 'filled'}
      color={isRisky(action) ? 'red' : undefined}
      onClick={() => ask(action)}
      disabled={tooMany}
    >
      {BULK_USER_ACTION_LABELS[action]}
    </Button>
  );

  return (
    <>
      {main && button(main)}
      {more.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="compact-sm" variant="default" rightSection={<IconChevronDown size={14} />} disabled={tooMany}>
              More actions
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((action) => (
              <Menu.Item key={action} color={isRisky(action) ? 'red' : undefined} onClick={() => ask(action)}>
                {BULK_USER_ACTION_LABELS[action]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {tooMany && (
        <Text size="sm" c="red">
          Select at most {MAX_BULK_USERS} rows at a time
        </Text>
      )}

      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `${BULK_USER_ACTION_LABELS[asking]}: ${usersWord(userIDs.length)}` : ''}
        centered
      >
        {asking && (
          <Stack gap="md">
            <Text>
              {BULK_USER_ACTION_LABELS[asking]} will change {usersWord(userIDs.length)}. Each is changed on its own: any
              that cannot be changed are listed afterwards with the reason, and the others are changed.
            </Text>
            {asking === 'delete' && (
              <Text size="sm" c="dimmed">
                Deleted users cannot sign in and leave the lists; their results and messages stay.
              </Text>
            )}
            {asking === 'move' && (
              <Text size="sm" c="dimmed">
                Each student is enrolled in the curriculum, which becomes their current one, and leaves the curriculum
                they were in. Their past tests and results stay.
              </Text>
            )}
            {needsCurriculum(asking) && (
              <Select
                label="Curriculum"
                required
                searchable
                data={curricula}
                value={curriculumCode}
                onChange={setCurriculumCode}
                nothingFoundMessage="No curriculum matches"
                comboboxProps={{ withinPortal: true }}
              />
            )}
            {failure && (
              <Text c="red" size="sm" role="alert">
                {failure}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
                Cancel
              </Button>
              <Button
                color={isRisky(asking) ? 'red' : undefined}
                onClick={confirm}
                loading={run.isPending}
                disabled={needsCurriculum(asking) && !curriculumCode}
              >
                {BULK_USER_ACTION_LABELS[asking]} {usersWord(userIDs.length)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal opened={report !== null} onClose={closeReport} title="What happened" centered size="lg">
        {report && <BulkReport message={report.message} results={report.results} onClose={closeReport} />}
      </Modal>
    </>
  );
}

const OUTCOME_BADGE: Record<BulkUserResult['outcome'], { color: string; label: string }> = {
  changed: { color: 'teal', label: 'Changed' },
  unchanged: { color: 'gray', label: 'Already so' },
  failed: { color: 'red', label: 'Not changed' },
};
const OUTCOME_ORDER: Record<BulkUserResult['outcome'], number> = { failed: 0, unchanged: 1, changed: 2 };

/** Per user what happened, the refusals first. */
function BulkReport({
  message,
  results,
  onClose,
}: {
  message: string;
  results: BulkUserResult[];
  onClose: () => void;
}) {
  const sorted = [...results].sort((a, b) => OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome]);
  return (
    <Stack gap="md">
      <Text fw={600} role="status">
        {message}
      </Text>
      <ScrollArea.Autosize mah={360} type="auto">
        <Table striped verticalSpacing="xs" aria-label="Result per user">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((result) => (
              <Table.Tr key={result.userID}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{result.name}</Table.Td>
                <Table.Td>
                  <Badge color={OUTCOME_BADGE[result.outcome].color} variant="outline">
                    {OUTCOME_BADGE[result.outcome].label}
                  </Badge>
                </Table.Td>
                <Table.Td>{result.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
