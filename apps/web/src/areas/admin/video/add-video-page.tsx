import { videoUpload } from '@kaksha/contracts/media';
import { UPLOADS } from '@kaksha/contracts/uploads';
import { Alert, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconVideo } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useChapterVideo, useSubmitVideo } from '../../../features/media/api.ts';
import { ChapterUploadForm, type ChapterUploadKind, useChapterUpload } from './chapter-upload-form.tsx';

const VIDEO: ChapterUploadKind = {
  endpoint: videoUpload,
  rule: UPLOADS.video,
  input: {
    label: 'Video',
    description: 'MP4 or WebM',
    placeholder: 'Choose a video file',
    icon: <IconVideo size={16} />,
  },
};

/** /admin/add-video: choose a chapter, upload its video with a progress bar. */
export function AddVideoPage() {
  const navigate = useNavigate();
  const state = useChapterUpload(VIDEO);
  const existing = useChapterVideo(state.choice);
  const submit = useSubmitVideo();
  const { choice, file } = state;

  const onUpload = () =>
    state.send(async (chapter, stored) => {
      await submit.mutateAsync({ ...chapter, fileName: stored.fileName, location: stored.location });
      notifications.show({ color: 'green', message: `Video uploaded for ${chapter.chapter}` });
      await navigate('/admin/video');
    });

  return (
    <ChapterUploadForm
      title="Add Video"
      kind={VIDEO}
      upload={state}
      canUpload={Boolean(choice.chapter && file && !state.wrongType && !existing.data)}
      onUpload={onUpload}
      notes={
        existing.data && (
          <Alert color="yellow">
            {choice.chapter} already has the video {existing.data.fileName}. Delete it in the video list to upload
            another.
          </Alert>
        )
      }
    >
      {file && !state.wrongType && (
        <Text size="sm" c="dimmed">
          {(file.size / 1024 / 1024).toFixed(1)} MB
        </Text>
      )}
    </ChapterUploadForm>
  );
}
