import { uploadFile } from '@kaksha/contracts/media';
import { acceptOf, LOGO_KINDS, UPLOADS } from '@kaksha/contracts/uploads';
import { ActionIcon, Button, FileButton, Group, Image, Input, Progress, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { upload } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

type StoredImage = { location: string; fieldname?: string } | null | undefined;

interface CurriculumImageFieldProps {
  value: StoredImage;
  /** The saved image's link, for an edit form. */
  savedUrl?: string;
  onChange: (value: StoredImage) => void;
}

/** The curriculum's optional image (PNG or JPG), uploaded as soon as it is chosen. */
export function CurriculumImageField({ value, savedUrl, onChange }: CurriculumImageFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ location: string; url: string } | null>(null);
  const url = value ? (preview?.location === value.location ? preview.url : savedUrl) : undefined;

  const pick = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const uploaded = await upload(uploadFile, [{ field: UPLOADS.reading.field, file }], { onProgress: setProgress });
      setPreview({ location: uploaded.location, url: uploaded.url });
      onChange({ location: uploaded.location, fieldname: uploaded.fieldname });
    } catch (error) {
      setProblem(errorMessage(error, 'The image could not be uploaded'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper label="Image" error={problem} description="Optional: PNG or JPG">
      <Group gap="sm" mt={4} wrap="nowrap">
        {url && <Image src={url} alt="Curriculum image" h={48} w={72} fit="cover" radius="sm" />}
        <FileButton onChange={(file) => void pick(file)} accept={acceptOf(LOGO_KINDS)}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={14} />}
              loading={progress !== null}
            >
              {value ? 'Change image' : 'Choose image'}
            </Button>
          )}
        </FileButton>
        {value && (
          <ActionIcon variant="subtle" color="gray" onClick={() => onChange(null)} aria-label="Remove image">
            <IconX size={14} />
          </ActionIcon>
        )}
        {!url && value && (
          <Text size="xs" c="dimmed">
            Image chosen
          </Text>
        )}
      </Group>
      {progress !== null && <Progress value={progress} size="xs" mt={6} aria-label="Upload progress" />}
    </Input.Wrapper>
  );
}
