import { Badge, Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
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
/** Minutes left at which a screen reader is told the time: the clock itself is not read every second. */
const WARNING_MINUTES = [5, 1] as const;

/** "5 minutes left" once the time left is at or under a warning, the nearest one; else nothing. */
export function timeWarning(remainingMs: number): string {
  const crossed = WARNING_MINUTES.filter((minutes) => remainingMs <= minutes * 60_000 && remainingMs > 0).at(-1);
  return crossed ? `${crossed} ${crossed === 1 ? 'minute' : 'minutes'} left` : '';
}

/** Time left, progress, saving state and Submit. */
export function TestHeader({ remainingMs, answered, total, saving, offline, submitting, onSubmit }: TestHeaderProps) {
  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" component="header">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6}>
          <Text fw={700} role="timer" c={remainingMs < FIVE_MINUTES ? 'red' : undefined}>
            Time left {formatCountdown(remainingMs)}
          </Text>
          {timeWarning(remainingMs) && (
            // Seen by everyone; read once by the polite region below, not twice.
            <Badge color="red" variant="filled" aria-hidden="true">
              {timeWarning(remainingMs)}
            </Badge>
          )}
          {/* Changes only at a warning, so only then is it read out (politely, between other speech). */}
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="time-warning">
            {timeWarning(remainingMs)}
          </VisuallyHidden>
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
