import { Group, Progress, Text } from '@mantine/core';

/** The bar shown while a file goes up. */
export function UploadProgress({ percent, label }: { percent: number | null; label: string }) {
  if (percent === null) return null;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{percent < 100 ? label : 'Saving…'}</Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        striped
        animated={percent < 100}
        aria-label={`${label} ${percent}%`}
      />
    </div>
  );
}
