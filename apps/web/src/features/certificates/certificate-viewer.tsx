import type { CertificateDto } from '@kaksha/contracts/certificates';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { formatViewDate } from '../../lib/dates.ts';

interface CertificateViewerProps {
  certificate: CertificateDto & { pdfUrl: string };
}

/** The certificate in the browser's own PDF viewer, with its code and links to open or save it. */
export function CertificateViewer({ certificate: c }: CertificateViewerProps) {
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={700}>{c.curriculum}</Text>
            <Text size="sm" c="dimmed">
              Completed on {formatViewDate(c.completionDate)} · Code{' '}
              <Text span ff="monospace" c="dark">
                {c.certificateCode}
              </Text>
            </Text>
            <Text size="sm">
              Anyone can check it at{' '}
              <Anchor href={c.verifyUrl} target="_blank" rel="noopener">
                {c.verifyUrl}
              </Anchor>
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              component="a"
              href={c.pdfUrl}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              Open
            </Button>
            <Button
              component="a"
              href={c.pdfUrl}
              download={`certificate-${c.certificateCode}.pdf`}
              leftSection={<IconDownload size={16} />}
            >
              Download PDF
            </Button>
          </Group>
        </Group>
      </Paper>
      <iframe
        title={`Certificate of ${c.curriculum}`}
        src={c.pdfUrl}
        style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      />
    </Stack>
  );
}
