import type { EndpointDef } from '@kaksha/contracts/endpoint';
import type { ChapterRef, UploadedFile } from '@kaksha/contracts/media';
import { acceptOf, kindOfName, type UploadRule } from '@kaksha/contracts/uploads';
import { Alert, Button, FileInput, Group, Paper, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAllCurricula } from '../../../features/media/api.ts';
import { UploadProgress } from '../../../features/media/upload-progress.tsx';
import { type ChapterChoice, ChapterPicker } from '../../../features/student-catalogue/chapter-picker.tsx';
import { type EndpointRef, upload } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

const empty: ChapterChoice = { curriculumCode: null, subject: null, topic: null, chapter: null };

/** What one kind of chapter upload takes: where it goes, its rule (contracts), how the file input reads. */
export interface ChapterUploadKind {
  endpoint: EndpointDef | EndpointRef<EndpointDef>;
  rule: UploadRule;
  input: { label: string; description: string; placeholder: string; icon: ReactNode };
}

/**
 * The state of an upload to a chapter: the chosen chapter and file, the progress and the error.
 * `send` uploads the file and hands where it was stored to the step that attaches it.
 */
export function useChapterUpload(kind: ChapterUploadKind) {
  const [choice, setChoice] = useState<ChapterChoice>(empty);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wrongType = Boolean(file && !kindOfName(file.name, kind.rule.kinds));

  const send = async (attach: (chapter: ChapterRef, stored: UploadedFile) => Promise<void>) => {
    const { curriculumCode, subject, topic, chapter } = choice;
    if (!curriculumCode || !subject || !topic || !chapter || !file) return;
    setError(null);
    setPercent(0);
    try {
      const stored = (await upload(kind.endpoint, [{ field: kind.rule.field, file }], {
        onProgress: setPercent,
      })) as UploadedFile;
      await attach({ curriculumCode, subject, topic, chapter }, stored);
    } catch (e) {
      setError(errorMessage(e));
    }
    setPercent(null);
  };

  return { choice, setChoice, file, setFile, percent, busy: percent !== null, error, setError, wrongType, send };
}

export type ChapterUpload = ReturnType<typeof useChapterUpload>;

interface ChapterUploadFormProps {
  title: string;
  kind: ChapterUploadKind;
  upload: ChapterUpload;
  /** Called with the chosen file (or null), e.g. to prefill a name. */
  onFile?: (file: File | null) => void;
  /** What is known of the chosen chapter (its video), above the file input. */
  notes?: ReactNode;
  /** Fields after the file input. */
  children?: ReactNode;
  canUpload: boolean;
  onUpload: () => void;
}

/** The admin's chapter upload screens (add video, add reading material): chapter, file, progress, Upload. */
export function ChapterUploadForm({
  title,
  kind,
  upload: state,
  onFile,
  notes,
  children,
  canUpload,
  onUpload,
}: ChapterUploadFormProps) {
  const curricula = useAllCurricula();
  return (
    <Stack gap="lg" component="section" aria-label={title}>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <ChapterPicker
            curricula={curricula.data ?? []}
            curriculaLoading={curricula.isPending}
            value={state.choice}
            onChange={state.setChoice}
            disabled={state.busy}
          />
          {notes}
          <FileInput
            label={kind.input.label}
            description={kind.input.description}
            placeholder={kind.input.placeholder}
            accept={acceptOf(kind.rule.kinds)}
            leftSection={kind.input.icon}
            value={state.file}
            onChange={(file) => {
              state.setFile(file);
              onFile?.(file);
            }}
            clearable
            disabled={state.busy}
            error={state.wrongType ? kind.rule.wrongKindMessage : undefined}
          />
          {children}
          <UploadProgress percent={state.percent} label={`Uploading ${state.file?.name ?? ''}`} />
          {state.error && (
            <Alert color="red" title="Not uploaded" role="alert">
              {state.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button component={Link} to="/admin/video" variant="default">
              Back
            </Button>
            <Button
              onClick={onUpload}
              loading={state.busy}
              disabled={!canUpload}
              leftSection={<IconUpload size={16} />}
            >
              Upload
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
