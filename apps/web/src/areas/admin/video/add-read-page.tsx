import { messages } from '@kaksha/contracts';
import { Alert, Button, FileInput, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useChapterVideo, useSubmitRead } from '../../../features/media/api.ts';
import { type ChapterChoice, ChapterPicker } from '../../../features/media/chapter-picker.tsx';
import { UploadProgress } from '../../../features/media/upload-progress.tsx';
import { uploadWithProgress } from '../../../features/media/upload-with-progress.ts';
import { useAllCurricula } from '../../../features/media/use-curriculum-options.ts';

const READING_TYPES = ['pdf', 'png', 'jpg', 'jpeg', 'zip'];
const empty: ChapterChoice = { curriculumCode: null, subject: null, topic: null, chapter: null };
/** Spec §9: the reading upload's error disappears after 2 seconds. */
const ERROR_MS = 2000;

/** /admin/add-read: add a reading (or exercise) file to a chapter that has a video. */
export function AddReadPage() {
  const curricula = useAllCurricula();
  const [choice, setChoice] = useState<ChapterChoice>(empty);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const video = useChapterVideo(choice);
  const submit = useSubmitRead();

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const wrongType = file && !READING_TYPES.includes(file.name.split('.').pop()?.toLowerCase() ?? '');
  const noVideo = Boolean(choice.chapter) && video.isSuccess && video.data === null;
  const busy = percent !== null;

  const chooseFile = (next: File | null) => {
    setFile(next);
    setName(next?.name ?? '');
  };

  const upload = async () => {
    if (!choice.curriculumCode || !choice.subject || !choice.topic || !choice.chapter || !file) return;
    if (wrongType) return setError(messages.readingFileType);
    if (noVideo) return setError(messages.videoNotFoundUploadFirst);
    setPercent(0);
    try {
      const stored = await uploadWithProgress('/api/profile/upload-file', 'upfile', file, setPercent);
      await submit.mutateAsync({
        curriculumCode: choice.curriculumCode,
        subject: choice.subject,
        topic: choice.topic,
        chapter: choice.chapter,
        fileName: name.trim() || stored.fileName,
        location: stored.location,
      });
      notifications.show({ color: 'green', message: `${name.trim() || stored.fileName} added to ${choice.chapter}` });
      chooseFile(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : messages.somethingWentWrong);
    }
    setPercent(null);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label="Add Reading Material"
      maw={960}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          Add Reading Material
        </Title>
        <ChapterPicker
          curricula={curricula.data ?? []}
          curriculaLoading={curricula.isPending}
          value={choice}
          onChange={setChoice}
          disabled={busy}
        />
        {noVideo && <Alert color="yellow">{messages.videoNotFoundUploadFirst}</Alert>}
        {video.data && (
          <Alert color="blue" variant="light">
            Video: {video.data.fileName}. Files: {video.data.readArr.map((f) => f.name).join(', ') || messages.noFile}
          </Alert>
        )}
        <FileInput
          label="File"
          description="PDF, PNG, JPG or ZIP"
          placeholder="Choose a file"
          accept=".pdf,.png,.jpg,.jpeg,.zip,application/pdf,image/png,image/jpeg,application/zip"
          leftSection={<IconFileText size={16} />}
          value={file}
          onChange={chooseFile}
          clearable
          disabled={busy}
          error={wrongType ? messages.readingFileType : undefined}
        />
        <TextInput
          label="Name"
          description="Students see this name. A name with 'exercise' in it lists under Exercise Material."
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          disabled={busy || !file}
          maxLength={300}
        />
        <UploadProgress percent={percent} label={`Uploading ${file?.name ?? ''}`} />
        {error && (
          <Alert color="red" role="alert">
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
            disabled={!choice.chapter || !file}
            leftSection={<IconUpload size={16} />}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
