import { uploadFile } from '@kaksha/contracts/media';
import { messages } from '@kaksha/contracts/messages';
import { UPLOADS } from '@kaksha/contracts/uploads';
import { Alert, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileText } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useChapterVideo, useSubmitRead } from '../../../features/media/api.ts';
import { ChapterUploadForm, type ChapterUploadKind, useChapterUpload } from './chapter-upload-form.tsx';

const READING: ChapterUploadKind = {
  endpoint: uploadFile,
  rule: UPLOADS.reading,
  input: {
    label: 'File',
    description: 'PDF, PNG, JPG or ZIP',
    placeholder: 'Choose a file',
    icon: <IconFileText size={16} />,
  },
};
/** Spec §9: the reading upload's error disappears after 2 seconds. */
const ERROR_MS = 2000;

/** /admin/add-read: add a reading (or exercise) file to a chapter that has a video. */
export function AddReadPage() {
  const state = useChapterUpload(READING);
  const [name, setName] = useState('');
  const video = useChapterVideo(state.choice);
  const submit = useSubmitRead();
  const { choice, file, error, setError } = state;
  const noVideo = Boolean(choice.chapter) && video.isSuccess && video.data === null;

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_MS);
    return () => clearTimeout(timer);
  }, [error, setError]);

  const onUpload = () => {
    if (state.wrongType) return setError(messages.readingFileType);
    if (noVideo) return setError(messages.videoNotFoundUploadFirst);
    return state.send(async (chapter, stored) => {
      const fileName = name.trim() || stored.fileName;
      await submit.mutateAsync({ ...chapter, fileName, location: stored.location });
      notifications.show({ color: 'green', message: `${fileName} added to ${chapter.chapter}` });
      state.setFile(null);
      setName('');
    });
  };

  return (
    <ChapterUploadForm
      title="Add Reading Material"
      kind={READING}
      upload={state}
      onFile={(next) => setName(next?.name ?? '')}
      canUpload={Boolean(choice.chapter && file)}
      onUpload={onUpload}
      notes={
        <>
          {noVideo && <Alert color="yellow">{messages.videoNotFoundUploadFirst}</Alert>}
          {video.data && (
            <Alert color="blue" variant="light">
              Video: {video.data.fileName}. Files: {video.data.readArr.map((f) => f.name).join(', ') || messages.noFile}
            </Alert>
          )}
        </>
      }
    >
      <TextInput
        label="Name"
        description="Students see this name. A name with 'exercise' in it lists under Exercise Material."
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        disabled={state.busy || !file}
        maxLength={300}
      />
    </ChapterUploadForm>
  );
}
