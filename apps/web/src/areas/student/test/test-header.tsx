import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { formatCountdown } from '../../../features/assessments/server-clock.ts';

interface TestHeaderProps {
  remainingMs: number;
  answered: number;
  total: number;
  /** Some answers are not confirmed by the server yet. */
  saving: boolean;
  offline: boolean;
  submitting: boolean;
  onSubmit: () => void;
}

const FIVE_MINUTES = 5 * 60_000;

/** Time left, progress, saving state and Submit. */
export function TestHeader({ remainingMs, answered, total, saving, offline, submitting, onSubmit }: TestHeaderProps) {
  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" component="header">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6}>
          <Text fw={700} role="timer" aria-label="Time left" c={remainingMs < FIVE_MINUTES ? 'red' : undefined}>
            Time left {formatCountdown(remainingMs)}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {answered}/{total} answered
            </Badge>
            <Badge variant="dot" color={offline ? 'orange' : saving ? 'yellow' : 'green'}>
              {offline ? 'Offline' : saving ? 'Saving…' : 'All answers saved'}
            </Badge>
          </Group>
        </Group>
        <Button onClick={onSubmit} loading={submitting} style={{ flexShrink: 0 }}>
          Submit
        </Button>
      </Group>
    </Paper>
  );
}
