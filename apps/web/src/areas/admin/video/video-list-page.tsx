import type { VideoDto } from '@kaksha/contracts/media';
import { messages } from '@kaksha/contracts/messages';
import { ActionIcon, Anchor, Button, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DeleteImpactNote } from '../../../components/delete-impact-note.tsx';
import { type EntityColumn, EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { showErrorToast } from '../../../components/error-toast.ts';
import { useServerList } from '../../../components/use-server-list.ts';
import { useDeleteVideo } from '../../../features/media/api.ts';
import { useVideoPage } from '../../../features/media/use-video-page.ts';
import { ReadingFileList } from './reading-file-list.tsx';

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
    sort: 'fileName',
    render: (v) => (
      <Anchor href={v.fileLocation} target="_blank" rel="noopener" size="sm">
        {v.fileName}
      </Anchor>
    ),
  },
  { header: 'Curriculum', render: (v) => v.curriculum },
  { header: 'Subject', render: (v) => v.subject },
  { header: 'Topic', render: (v) => v.topic },
  { header: 'Chapter', sort: 'chapter', render: (v) => v.chapter },
  { header: 'Reading Files', render: (v) => <ReadingFileList video={v} /> },
];

/** /admin/video: every video with its chapter and reading files (admin spec §2), on the shared list. */
export function VideoListPage() {
  const list = useServerList();
  const videos = useVideoPage(list.request);
  const remove = useDeleteVideo();
  const [deleting, setDeleting] = useState<VideoDto | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ videoID: deleting.videoID, fileName: deleting.fileName });
      notifications.show({ color: 'green', message: `Deleted ${deleting.fileName}` });
    } catch (e) {
      showErrorToast(e);
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
        server={list}
        {...pagedRows(videos)}
        rowKey={(v) => v.videoID}
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
        details={deleting ? <DeleteImpactNote target={{ kind: 'video', id: deleting.videoID }} /> : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
