import { QUESTION_EXPORT_FORMATS, QUESTION_FORMAT_LABELS } from '@kaksha/contracts/question-files';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast } from '../../../components/error-toast.ts';
import { downloadQuestions } from '../../../features/question-bank/question-files.ts';
import { NO_PLACE, type QuestionPlace, QuestionPlaceSelects } from './question-place-selects.tsx';

type Format = (typeof QUESTION_EXPORT_FORMATS)[number];

/** Export: the questions of a curriculum (or one subject, topic, chapter) as GIFT or Moodle XML. */
export function QuestionExportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [format, setFormat] = useState<Format>('moodlexml');
  const [place, setPlace] = useState<QuestionPlace>(NO_PLACE);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const count = await downloadQuestions({
        format,
        curriculumCode: place.curriculumCode,
        ...(place.subject ? { subject: place.subject } : {}),
        ...(place.topic ? { topic: place.topic } : {}),
        ...(place.chapter ? { chapter: place.chapter } : {}),
      });
      notifications.show({ color: 'green', message: `Exported ${count} questions` });
      onClose();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Export questions" size="lg" centered>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="export-format-label">
            Format
          </Text>
          <SegmentedControl
            aria-labelledby="export-format-label"
            value={format}
            onChange={(v) => setFormat(v as Format)}
            data={QUESTION_EXPORT_FORMATS.map((f) => ({ value: f, label: QUESTION_FORMAT_LABELS[f] }))}
          />
          <Text size="xs" c="dimmed">
            Moodle XML carries the images as files; GIFT carries them inside the question text. Both open in Moodle.
          </Text>
        </Stack>
        <QuestionPlaceSelects value={place} onChange={setPlace} required="curriculumCode" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={run}
            loading={busy}
            disabled={!place.curriculumCode}
          >
            Export
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
