import { uploadFile } from '@kaksha/contracts/media';
import { acceptOf, kindOfName, LOGO_KINDS, UPLOADS } from '@kaksha/contracts/uploads';
import { Alert, Box, Button, FileInput, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { setLogoImage } from '../../../features/media/api.ts';
import { UploadProgress } from '../../../features/media/upload-progress.tsx';
import { setLogo, useLogoUrl } from '../../../features/media/use-logo.ts';
import { upload } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { imageContentMatches } from '../../../lib/image-content.ts';

/** /admin/images: the organisation logo shown in every bar and on the sign-in page. */
export function ImagesPage() {
  const current = useLogoUrl();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const [wrongContent, setWrongContent] = useState<string | null>(null);

  // The preview shows only once the content is known to be the image the name claims; otherwise
  // the message shows at once instead of a broken preview.
  useEffect(() => {
    setPreview(null);
    setWrongContent(null);
    const kind = file && kindOfName(file.name, LOGO_KINDS);
    if (!file || !kind) return;
    let url: string | null = null;
    let current = true;
    void imageContentMatches(file, kind).then((matches) => {
      if (!current) return;
      if (!matches) return setWrongContent(`The file's content is not a ${kind.toUpperCase()} file`);
      url = URL.createObjectURL(file);
      setPreview(url);
    });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const removeLogo = async () => {
    setError(null);
    try {
      await setLogoImage(null);
      setLogo(null);
      notifications.show({ color: 'green', message: 'Logo removed' });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const wrongType = file && (kindOfName(file.name, LOGO_KINDS) ? wrongContent : 'Please upload a PNG or JPG image');

  const send = async () => {
    if (!file || wrongType) return;
    setError(null);
    setPercent(0);
    try {
      const stored = await upload(uploadFile, [{ field: UPLOADS.reading.field, file }], { onProgress: setPercent });
      const answer = await setLogoImage(stored.location);
      setLogo(answer.img.imageUrl);
      setFile(null);
      notifications.show({ color: 'green', message: 'Logo updated' });
    } catch (e) {
      setError(errorMessage(e));
    }
    setPercent(null);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Logo">
      <Stack gap="md">
        {/* A card of the Images page (which holds the page's title): the logo it sets. */}
        <Title order={2} size="h4">
          Logo
        </Title>
        <Group align="flex-start" gap="xl">
          <LogoBox label="Current logo" src={current} empty="No logo uploaded; the Kaksha name is shown." />
          {preview && <LogoBox label="New logo" src={preview} />}
        </Group>
        <FileInput
          label="Logo image"
          description="PNG or JPG; shown about 36 pixels high"
          placeholder="Choose an image"
          accept={acceptOf(LOGO_KINDS)}
          leftSection={<IconPhoto size={16} />}
          value={file}
          onChange={setFile}
          clearable
          disabled={percent !== null}
          error={wrongType || undefined}
        />
        <UploadProgress percent={percent} label="Uploading the logo" />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          {current && (
            <Button variant="default" color="red" onClick={removeLogo} disabled={percent !== null}>
              Remove logo
            </Button>
          )}
          <Button
            onClick={send}
            disabled={!file || Boolean(wrongType)}
            loading={percent !== null}
            leftSection={<IconUpload size={16} />}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function LogoBox({ label, src, empty }: { label: string; src: string | null; empty?: string }) {
  return (
    <Box>
      <Text size="sm" fw={600} mb={6}>
        {label}
      </Text>
      <Box p="md" bg="gray.0" style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }} miw={200}>
        {src ? (
          <Image src={src} alt={label} h={48} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
      </Box>
    </Box>
  );
}
