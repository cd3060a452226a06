import { ActionIcon, Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { IMAGE_ACCEPT, imageProblemWithContent } from '../../../features/question-bank/upload-images.ts';

/** An answer's image: a new file to upload, or the one already stored (with its link). */
export type AnswerImage = { file: File } | { stored: { fileName: string; location: string; url: string } } | null;

interface AnswerImagePickerProps {
  label: string;
  value: AnswerImage;
  onChange: (value: AnswerImage) => void;
}

/** Picks one image (images only, 2 MB at most) and shows it; the form uploads it on submit. */
export function AnswerImagePicker({ label, value, onChange }: AnswerImagePickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (value && 'file' in value ? URL.createObjectURL(value.file) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const src = preview ?? (value && 'stored' in value ? value.stored.url : null);
  const name = value ? ('file' in value ? value.file.name : value.stored.fileName) : null;

  // A file that is not the image its name claims is refused here, with the message, before any preview.
  const pick = async (file: File | null) => {
    if (!file) return;
    const why = await imageProblemWithContent(file);
    setProblem(why);
    if (!why) onChange({ file });
  };

  return (
    <Input.Wrapper label={label} error={problem}>
      <Group gap="sm" mt={4} wrap="nowrap">
        {src && <Image src={src} alt={`${label} preview`} h={48} w={48} fit="cover" radius="sm" />}
        <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={14} />}
              // The name starts with the words shown, so a speech user can say what they see.
              aria-label={`${value ? 'Change image' : 'Choose image'}: ${label}`}
            >
              {value ? 'Change image' : 'Choose image'}
            </Button>
          )}
        </FileButton>
        {name && (
          <Text size="xs" c="dimmed" truncate maw={140}>
            {name}
          </Text>
        )}
        {value && (
          <ActionIcon variant="subtle" color="gray" onClick={() => onChange(null)} aria-label={`Remove ${label}`}>
            <IconX size={14} />
          </ActionIcon>
        )}
      </Group>
    </Input.Wrapper>
  );
}
