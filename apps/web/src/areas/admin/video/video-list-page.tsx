import { messages, type VideoDto } from '@kaksha/contracts';
import { ActionIcon, Anchor, Button, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { type EntityColumn, EntityList } from '../../../components/entity-list.tsx';
import { useDeleteVideo, useVideos } from '../../../features/media/api.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

const searchText = (v: VideoDto) => [v.videoID, v.fileName, v.curriculum, v.subject, v.topic].join(' ');

function ReadingFiles({ video }: { video: VideoDto }) {
  if (video.readArr.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {messages.noFile}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {video.readArr.map((f) => (
        <Anchor key={f.location} href={f.location} download={f.name} size="sm">
          {f.name}
        </Anchor>
      ))}
    </Stack>
  );
}

const columns: EntityColumn<VideoDto>[] = [
  {
    header: 'Video ID',
    render: (v) => (
      <Tooltip label={v.videoID}>
        <Text ff="monospace" size="sm">
          {v.videoID.slice(0, 8)}
        </Text>
      </Tooltip>
    ),
  },
  {
    header: 'Name',
    render: (v) => (
      <Anchor href={v.fileLocation} target="_blank" rel="noopener" size="sm">
        {v.fileName}
      </Anchor>
    ),
  },
  { header: 'Curriculum', render: (v) => v.curriculum },
  { header: 'Subject', render: (v) => v.subject },
  { header: 'Topic', render: (v) => v.topic },
  { header: 'Chapter', render: (v) => v.chapter },
  { header: 'Reading Files', render: (v) => <ReadingFiles video={v} /> },
];

/** /admin/video: every video with its chapter and reading files (admin spec §2), on the shared list. */
export function VideoListPage() {
  const videos = useVideos();
  const remove = useDeleteVideo();
  const [deleting, setDeleting] = useState<VideoDto | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ videoID: deleting.videoID, fileName: deleting.fileName });
      notifications.show({ color: 'green', message: `Deleted ${deleting.fileName}` });
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    }
    setDeleting(null);
  };

  return (
    <>
      <EntityList
        title="Video"
        searchPlaceholder="Search Video"
        addLabel="Add Video"
        addTo="/admin/add-video"
        headerActions={
          <Button component={Link} to="/admin/add-read" variant="default" leftSection={<IconPlus size={16} />}>
            Add Reading Material
          </Button>
        }
        columns={columns}
        rows={videos.data}
        error={videos.isError ? errorMessage(videos.error) : null}
        rowKey={(v) => v.videoID}
        searchText={searchText}
        rowActions={(v) => (
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${v.fileName}`} onClick={() => setDeleting(v)}>
            <IconTrash size={18} />
          </ActionIcon>
        )}
        emptyText="No videos found"
      />
      <ConfirmDialog
        opened={deleting !== null}
        message={messages.confirmDelete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
