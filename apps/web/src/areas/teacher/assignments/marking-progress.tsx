import type { MarkingProgress } from '@kaksha/contracts/marking';
import { Progress, Stack, Text } from '@mantine/core';

/** "12 of 40 marked" with a bar; named for screen readers by the same words. */
export function MarkingProgressBar({ label, progress }: { label: string; progress: MarkingProgress }) {
  const words = `${label}: ${progress.marked} of ${progress.total} marked`;
  const value = progress.total === 0 ? 100 : (progress.marked / progress.total) * 100;
  return (
    <Stack gap={4} style={{ flex: '1 1 14rem' }}>
      <Text size="sm" fw={600}>
        {words}
      </Text>
      <Progress value={value} aria-label={words} color={progress.marked === progress.total ? 'teal' : 'violet'} />
    </Stack>
  );
}
