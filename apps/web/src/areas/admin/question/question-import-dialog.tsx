import type { ImportQuestionsResult } from '@kaksha/contracts/question-files';
import { MAX_QUESTION_FILE_MB, QUESTION_FILE_FORMATS, QUESTION_FORMAT_LABELS } from '@kaksha/contracts/question-files';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconFileText, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Select } from '../../../components/select.tsx';
import {
  importQuestionFile,
  previewQuestionFile,
  type QuestionFileTarget,
} from '../../../features/question-bank/question-files.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { QuestionImportPreview } from './question-import-preview.tsx';
import { NO_PLACE, type QuestionPlace, QuestionPlaceSelects } from './question-place-selects.tsx';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Import: a GIFT, Aiken or Moodle XML file into one chapter. Preview first (the server reads the
 * file and saves nothing), then Import saves what the preview showed, in one go.
 */
export function QuestionImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<QuestionFileTarget['format']>('');
  const [place, setPlace] = useState<QuestionPlace>(NO_PLACE);
  const [preview, setPreview] = useState<ImportQuestionsResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);

  // Any change of the file or the target makes the preview stale.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
      setFailure(null);
    };
  const target = { format, ...place };
  const ready = file !== null && Boolean(place.chapter);

  const close = () => {
    setFile(null);
    setPreview(null);
    setFailure(null);
    onClose();
  };

  const runPreview = async () => {
    if (!file) return;
    setBusy('preview');
    setFailure(null);
    try {
      setPreview((await previewQuestionFile(file, target)).data);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!file) return;
    setBusy('import');
    try {
      const answer = await importQuestionFile(client, file, target);
      notifications.show({ color: 'green', message: answer.message });
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Import questions" size="xl" centered>
      <Stack gap="md">
        <Text size="sm">
          A question bank from Moodle or another system: GIFT (.gift, .txt), Aiken (.txt) or Moodle XML (.xml), UTF-8,
          at most {MAX_QUESTION_FILE_MB} MB. Multiple choice with one right answer (2 to 8 options) and true/false
          become Multi questions, essays become Text questions; anything else is listed as skipped, with its line.
        </Text>
        <Group align="flex-end" gap="md" grow>
          <FileInput
            label="Question file"
            placeholder="Choose a file"
            accept=".gift,.txt,.xml,text/plain,application/xml,text/xml"
            value={file}
            onChange={changed(setFile)}
            leftSection={<IconFileText size={16} />}
            clearable
            required
          />
          <Select
            label="Format"
            data={[
              { value: '', label: 'Guess from the file' },
              ...QUESTION_FILE_FORMATS.map((f) => ({ value: f, label: QUESTION_FORMAT_LABELS[f] })),
            ]}
            value={format}
            onChange={(v) => changed(setFormat)((v ?? '') as QuestionFileTarget['format'])}
            allowDeselect={false}
          />
        </Group>
        <QuestionPlaceSelects value={place} onChange={changed(setPlace)} required="chapter" />
        {failure && (
          <Alert color="red" title="The file cannot be imported" role="alert">
            {failure}
          </Alert>
        )}
        {preview && (
          <Stack gap="sm">
            <Text size="sm" role="status">
              {QUESTION_FORMAT_LABELS[preview.format]} file: {plural(preview.questions.length, 'question')} can be
              imported
              {preview.skipped.length ? `, ${plural(preview.skipped.length, 'item')} will be skipped` : ''}.
            </Text>
            <QuestionImportPreview preview={preview} />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            variant={preview ? 'default' : 'filled'}
            leftSection={<IconEye size={16} />}
            onClick={runPreview}
            loading={busy === 'preview'}
            disabled={!ready || busy !== null}
          >
            Preview
          </Button>
          {preview && (
            <Button
              leftSection={<IconUpload size={16} />}
              onClick={runImport}
              loading={busy === 'import'}
              disabled={preview.questions.length === 0 || busy !== null}
            >
              Import {plural(preview.questions.length, 'question')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
