import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useChapterVideo, useSubmitVideo } from '../../../features/media/api.ts';
import { type ChapterChoice, ChapterPicker } from '../../../features/media/chapter-picker.tsx';
import { UploadProgress } from '../../../features/media/upload-progress.tsx';
import { uploadWithProgress } from '../../../features/media/upload-with-progress.ts';
import { useAllCurricula } from '../../../features/media/use-curriculum-options.ts';

const VIDEO_TYPES = ['mp4', 'webm'];
const empty: ChapterChoice = { curriculumCode: null, subject: null, topic: null, chapter: null };

/** /admin/add-video: choose a chapter, upload its video with a progress bar. */
export function AddVideoPage() {
  const navigate = useNavigate();
  const curricula = useAllCurricula();
  const [choice, setChoice] = useState<ChapterChoice>(empty);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const existing = useChapterVideo(choice);
  const submit = useSubmitVideo();

  const wrongType = file && !VIDEO_TYPES.includes(file.name.split('.').pop()?.toLowerCase() ?? '');
  const ready = choice.curriculumCode && choice.subject && choice.topic && choice.chapter && file && !wrongType;
  const busy = percent !== null;

  const upload = async () => {
    if (!ready || !choice.curriculumCode || !choice.subject || !choice.topic || !choice.chapter) return;
    setError(null);
    setPercent(0);
    try {
      const stored = await uploadWithProgress('/api/profile/video-upload', 'profileImage', file, setPercent);
      await submit.mutateAsync({
        curriculumCode: choice.curriculumCode,
        subject: choice.subject,
        topic: choice.topic,
        chapter: choice.chapter,
        fileName: stored.fileName,
        location: stored.location,
      });
      notifications.show({ color: 'green', message: `Video uploaded for ${choice.chapter}` });
      navigate('/admin/video');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The upload failed');
      setPercent(null);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Add Video" maw={960}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Add Video
        </Title>
        <ChapterPicker
          curricula={curricula.data ?? []}
          curriculaLoading={curricula.isPending}
          value={choice}
          onChange={setChoice}
          disabled={busy}
        />
        {existing.data && (
          <Alert color="yellow">
            {choice.chapter} already has the video {existing.data.fileName}. Delete it in the video list to upload
            another.
          </Alert>
        )}
        <FileInput
          label="Video"
          description="MP4 or WebM"
          placeholder="Choose a video file"
          accept="video/mp4,video/webm,.mp4,.webm"
          leftSection={<IconVideo size={16} />}
          value={file}
          onChange={setFile}
          clearable
          disabled={busy}
          error={wrongType ? 'Please upload an MP4 or WebM video' : undefined}
        />
        {file && !wrongType && (
          <Text size="sm" c="dimmed">
            {(file.size / 1024 / 1024).toFixed(1)} MB
          </Text>
        )}
        <UploadProgress percent={percent} label={`Uploading ${file?.name ?? ''}`} />
        {error && (
          <Alert color="red" title="Not uploaded">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button component={Link} to="/admin/video" variant="default">
            Back
          </Button>
          <Button
            onClick={upload}
            loading={busy}
            disabled={!ready || Boolean(existing.data)}
            leftSection={<IconUpload size={16} />}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
