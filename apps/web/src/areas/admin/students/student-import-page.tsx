import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  STUDENT_IMPORT_COLUMNS,
  type StudentImportDto,
  type StudentImportPreview,
} from '@kaksha/contracts/student-import';
import { Alert, Anchor, Button, FileInput, Group, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { previewImport, startImport, useImportRun } from '../../../features/admin-users/use-people-files.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { downloadTextFile } from '../../../lib/download-file.ts';
import { ImportPreviewTables } from './import-preview-tables.tsx';

/** The template: the columns' names alone, UTF-8 with a byte-order mark like every Kaksha CSV. */
const downloadTemplate = () =>
  downloadTextFile('kaksha-students-template.csv', `\uFEFF${STUDENT_IMPORT_COLUMNS.join(',')}\r\n`);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * /admin/student-import — students from a spreadsheet: download the template, choose the file,
 * see every problem by row and column, then import the rows without problems. The import runs on
 * the server (it goes on if this page is closed, and the page shows it again when reopened) and
 * saves every student or, if stopped, none.
 */
export function StudentImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StudentImportPreview | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [runID, setRunID] = useState<string | null>(null);
  const run = useImportRun(runID);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setFailure(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) {
      setFailure(`The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files.`);
      return;
    }
    setUploading(0);
    try {
      const answer = await previewImport(chosen, { onProgress: setUploading });
      setPreview(answer.data);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setUploading(null);
    }
  };

  const importNow = async () => {
    if (!file) return;
    setFailure(null);
    setUploading(0);
    try {
      const answer = await startImport(file, { onProgress: setUploading });
      setConfirming(false);
      setRunID(answer.data.importID);
      setPreview(null);
      setFile(null);
    } catch (error) {
      setConfirming(false);
      setFailure(errorMessage(error));
    } finally {
      setUploading(null);
    }
  };

  const current = run.data ?? null;
  const running = current?.status === 'running';
  const skipped = preview ? preview.total - preview.valid : 0;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Import students"
        actions={
          <Button component={Link} to="/admin/student" variant="default">
            Back to students
          </Button>
        }
      />
      {current && <ImportRunCard run={current} />}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text>
            Fill the template in a spreadsheet, one student a row, and save it as <b>CSV UTF-8</b>. Dates of birth may
            be written DD/MM/YYYY or YYYY-MM-DD; country, state and city as the registration form names them;
            curriculumCode as the curriculum list shows it. The parent or guardian columns may be left empty. Each
            student gets an accepted account in their curriculum and a mail with a link to set a password. At most{' '}
            {MAX_IMPORT_ROWS.toLocaleString('en-IN')} students a file.
          </Text>
          <Group align="flex-end" gap="md">
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={downloadTemplate}>
              Download the template
            </Button>
            <FileInput
              label="Spreadsheet (.csv)"
              placeholder="Choose a file"
              accept=".csv,text/csv"
              value={file}
              onChange={(chosen) => void choose(chosen)}
              leftSection={<IconFileSpreadsheet size={16} />}
              clearable
              disabled={running || uploading !== null}
              w={{ base: '100%', xs: 320 }}
            />
          </Group>
          {uploading !== null && (
            <Stack gap={4}>
              <Text size="sm" role="status">
                {uploading < 100 ? `Sending the file… ${uploading}%` : 'Checking every row…'}
              </Text>
              <Progress value={uploading} animated={uploading >= 100} aria-label="Sending the file" />
            </Stack>
          )}
          {failure && (
            <Alert color="red" title="The file cannot be used" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </Paper>

      {preview && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <div>
                <Text fw={700}>{preview.fileName}</Text>
                <Text size="sm" role="status">
                  {plural(preview.total, 'row')}: {preview.valid} can be imported
                  {skipped > 0 ? `, ${skipped} with problems will be left out` : ''}.
                </Text>
              </div>
              <Button
                leftSection={<IconUpload size={16} />}
                onClick={() => setConfirming(true)}
                disabled={preview.valid === 0 || running}
              >
                Import {plural(preview.valid, 'student')}
              </Button>
            </Group>
            <ImportPreviewTables preview={preview} />
          </Stack>
        </Paper>
      )}

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Import students" centered>
        {preview && (
          <Stack gap="md">
            <Text>
              {plural(preview.valid, 'account')} will be created, accepted and enrolled, and each student mailed a link
              to set a password.{skipped > 0 ? ` The ${plural(skipped, 'row')} with problems will be left out.` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              The import runs on the server and goes on if you leave this page. It saves every student or, if it stops
              before the end, none.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                Cancel
              </Button>
              <Button onClick={importNow} loading={uploading !== null}>
                Import {plural(preview.valid, 'student')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** The admin's latest import: its progress while it runs, then how it ended. */
function ImportRunCard({ run }: { run: StudentImportDto }) {
  if (run.status === 'running') {
    const percent = run.total ? Math.round((run.done / run.total) * 100) : 0;
    return (
      <Alert color="blue" title={`Importing ${run.fileName}`}>
        <Stack gap={6}>
          <Text size="sm" role="status">
            {run.done} of {plural(run.total, 'student')} prepared. Nothing is saved until all are; you may leave this
            page.
          </Text>
          <Progress value={percent} animated aria-label="Import progress" />
        </Stack>
      </Alert>
    );
  }
  if (run.status === 'failed') {
    return (
      <Alert color="red" title={`The import of ${run.fileName} did not finish`} role="alert">
        {run.message}
      </Alert>
    );
  }
  return (
    <Alert color="teal" title={`${plural(run.done, 'student')} imported from ${run.fileName}`}>
      <Text size="sm">
        {run.finishedAt ? `Finished ${formatDateTime(run.finishedAt)}. ` : ''}Each was mailed a link to set a password.
        {run.skipped > 0 ? ` ${plural(run.skipped, 'row')} with problems were left out.` : ''}{' '}
        <Anchor component={Link} to="/admin/student">
          See the students
        </Anchor>
      </Text>
    </Alert>
  );
}
