import type { ReadingFileDto, VideoDto } from '@kaksha/contracts/media';
import { messages } from '@kaksha/contracts/messages';
import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showErrorToast } from '../../../components/error-toast.ts';
import { useDeleteReadingFile } from '../../../features/media/api.ts';

/** A video's reading files, each downloadable and removable on its own (the video stays). */
export function ReadingFileList({ video }: { video: VideoDto }) {
  const remove = useDeleteReadingFile();
  const [removing, setRemoving] = useState<ReadingFileDto | null>(null);
  if (video.readArr.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {messages.noFile}
      </Text>
    );
  }
  const confirm = async () => {
    if (!removing?.readID) return;
    try {
      const answer = await remove.mutateAsync(removing.readID);
      notifications.show({ color: 'green', message: `${answer.message}: ${removing.name}` });
    } catch (e) {
      showErrorToast(e);
    }
    setRemoving(null);
  };
  return (
    <Stack gap={2}>
      {video.readArr.map((f) => (
        <Group key={f.location} gap={4} wrap="nowrap">
          <Anchor href={f.location} download={f.name} size="sm">
            {f.name}
          </Anchor>
          {f.readID && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={`Remove ${f.name}`}
              onClick={() => setRemoving(f)}
            >
              <IconX size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove reading file"
        message={`Remove ${removing?.name ?? 'this file'}? The video and its other files stay.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
