import { uploadFile } from '@kaksha/contracts/media';
import { messages } from '@kaksha/contracts/messages';
import { acceptOf, kindOfName, LOGO_KINDS, UPLOADS } from '@kaksha/contracts/uploads';
import { Alert, Box, Button, FileInput, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSignature, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { upload } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { useCertificateSignature, useSetCertificateSignature } from './api.ts';

/** The signature image printed on every certificate: uploaded like the logo (PNG or JPG). */
export function CertificateSignatureCard() {
  const current = useCertificateSignature();
  const save = useSetCertificateSignature();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wrongType = file && !kindOfName(file.name, LOGO_KINDS);

  const run = async (work: () => Promise<string | null>, done: string) => {
    setError(null);
    setBusy(true);
    try {
      await save.mutateAsync(await work());
      setFile(null);
      notifications.show({ color: 'green', message: done });
    } catch (e) {
      setError(errorMessage(e));
    }
    setBusy(false);
  };
  const send = () =>
    file &&
    !wrongType &&
    run(
      async () => (await upload(uploadFile, [{ field: UPLOADS.reading.field, file }])).location,
      messages.signatureUpdated,
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Certificate signature">
      <Stack gap="md">
        <Title order={2} size="h4">
          Certificate signature
        </Title>
        <Text size="sm" c="dimmed">
          Printed above "Authorised Signature" on every certificate of completion; certificates are drawn anew each time
          they are opened, so a change shows on all of them.
        </Text>
        <Box p="md" bg="gray.0" style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }} maw={320}>
          {current.data ? (
            <Image src={current.data} alt="Current signature" h={60} w="auto" fit="contain" />
          ) : (
            <Text size="sm" c="dimmed">
              {current.isPending ? 'Loading…' : 'No signature uploaded; certificates show an empty line.'}
            </Text>
          )}
        </Box>
        <FileInput
          label="Signature image"
          description="PNG or JPG, ideally on a white or transparent background"
          placeholder="Choose an image"
          accept={acceptOf(LOGO_KINDS)}
          leftSection={<IconSignature size={16} />}
          value={file}
          onChange={setFile}
          clearable
          disabled={busy}
          error={wrongType ? messages.signatureFileType : undefined}
        />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          {current.data && (
            <Button
              variant="default"
              color="red"
              disabled={busy}
              onClick={() => run(async () => null, messages.signatureRemoved)}
            >
              Remove signature
            </Button>
          )}
          <Button
            onClick={send}
            disabled={!file || Boolean(wrongType)}
            loading={busy}
            leftSection={<IconUpload size={16} />}
          >
            Upload signature
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
