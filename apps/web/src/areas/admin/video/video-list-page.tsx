import { messages, type VideoDto } from '@kaksha/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteVideo, useVideos } from '../../../features/media/api.ts';

const PAGE_SIZE = 15;
const searchText = (v: VideoDto) => [v.videoID, v.fileName, v.curriculum, v.subject, v.topic].join(' ').toLowerCase();

/** /admin/video: every video with its chapter and reading files (admin spec §2). */
export function VideoListPage() {
  const videos = useVideos();
  const remove = useDeleteVideo();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<VideoDto | null>(null);

  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const rows = videos.data ?? [];
    return needle ? rows.filter((v) => searchText(v).includes(needle)) : rows;
  }, [videos.data, search]);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ videoID: deleting.videoID, fileName: deleting.fileName });
      notifications.show({ color: 'green', message: `Deleted ${deleting.fileName}` });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : messages.somethingWentWrong });
    }
    setDeleting(null);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Video">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h3">
          Video
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/admin/add-read" variant="default" leftSection={<IconPlus size={16} />}>
            Add Reading Material
          </Button>
          <Button component={Link} to="/admin/add-video" leftSection={<IconPlus size={16} />}>
            Add Video
          </Button>
        </Group>
      </Group>
      <TextInput
        placeholder="Search Video"
        aria-label="Search Video"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        mb="md"
        maw={420}
      />
      {videos.isError ? (
        <Alert color="red" title="Could not load the list">
          {videos.error.message}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Video list">
            <Table.Thead>
              <Table.Tr>
                {['Video ID', 'Name', 'Curriculum', 'Subject', 'Topic', 'Chapter', 'Reading Files', 'Delete'].map(
                  (h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {videos.isPending ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Stack gap="xs" role="status" aria-label="Loading">
                      <Skeleton h={14} />
                      <Skeleton h={14} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ) : shown.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text c="dimmed" ta="center" py="lg">
                      {matching.length === 0 && !search.trim()
                        ? 'No videos found'
                        : `Nothing matches "${search.trim()}"`}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                shown.map((v) => <VideoRow key={v.videoID} video={v} onDelete={() => setDeleting(v)} />)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {matching.length} entries
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" />
        </Group>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        message="Are you sure you want to Delete?"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}

function VideoRow({ video: v, onDelete }: { video: VideoDto; onDelete: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Tooltip label={v.videoID}>
          <Text ff="monospace" size="sm">
            {v.videoID.slice(0, 8)}
          </Text>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Anchor href={v.fileLocation} target="_blank" rel="noopener" size="sm">
          {v.fileName}
        </Anchor>
      </Table.Td>
      <Table.Td>{v.curriculum}</Table.Td>
      <Table.Td>{v.subject}</Table.Td>
      <Table.Td>{v.topic}</Table.Td>
      <Table.Td>{v.chapter}</Table.Td>
      <Table.Td>
        {v.readArr.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.noFile}
          </Text>
        ) : (
          <Stack gap={2}>
            {v.readArr.map((f) => (
              <Anchor key={f.location} href={f.location} download={f.name} size="sm">
                {f.name}
              </Anchor>
            ))}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${v.fileName}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
