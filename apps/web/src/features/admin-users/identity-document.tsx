import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconId } from '@tabler/icons-react';

/** The stored file's extension, from a signed link like `/api/files/identity/ab12.pdf?exp=…`. */
const documentKind = (url: string): 'pdf' | 'image' => {
  const path = url.split('?')[0] ?? '';
  return path.toLowerCase().endsWith('.pdf') ? 'pdf' : 'image';
};

/**
 * The uploaded identity document, opened in a viewer on the page (a photo, or a PDF in the
 * browser's own reader), with a link to open it in a tab of its own.
 */
export function IdentityDocument({ url, name }: { url: string | null | undefined; name: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!url) return <Text c="dimmed">No document uploaded</Text>;
  const title = `Identity document of ${name}`;
  return (
    <>
      <Button size="compact-sm" variant="light" leftSection={<IconId size={16} />} onClick={open}>
        View document
      </Button>
      <Modal opened={opened} onClose={close} title={title} size="xl" centered>
        {documentKind(url) === 'pdf' ? (
          <iframe src={url} title={title} style={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <img
            src={url}
            alt={title}
            style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              Open in a new tab <IconExternalLink size={14} />
            </Group>
          </Anchor>
        </Group>
      </Modal>
    </>
  );
}
