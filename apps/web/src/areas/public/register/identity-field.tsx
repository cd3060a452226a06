import { FileInput, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  IDENTITY_ACCEPT,
  IDENTITY_MAX_BYTES,
  sendIdentityDocument,
} from '../../../features/accounts/upload-identity.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

interface IdentityFieldProps {
  /** The stored location, or undefined when no document is attached. */
  onUploaded: (location: string | undefined) => void;
  error?: string;
}

/** The identity document: sent as soon as it is chosen, so the form knows it arrived whole. */
export function IdentityField({ onUploaded, error }: IdentityFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: string }>({ busy: false });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    onUploaded(undefined);
    if (!chosen) return setState({ busy: false });
    if (chosen.size > IDENTITY_MAX_BYTES) {
      return setState({ busy: false, error: 'The file must be 2 MB at most' });
    }
    setState({ busy: true });
    try {
      const answer = await sendIdentityDocument(chosen);
      onUploaded(answer.identityUrl);
      setState({ busy: false, done: `Uploaded: ${answer.fileName}` });
    } catch (e) {
      setState({ busy: false, error: errorMessage(e, 'The upload failed. Try again.') });
    }
  };

  return (
    <div>
      <FileInput
        label="Identity document"
        description="An image (PNG or JPG) or a PDF, 2 MB at most"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder="Choose a file"
        accept={IDENTITY_ACCEPT}
        clearable
        value={file}
        onChange={(chosen) => void choose(chosen)}
        leftSection={<IconFileUpload size={16} />}
        disabled={state.busy}
        error={state.error ?? error}
      />
      {state.busy && (
        <Text size="xs" c="dimmed" mt={4}>
          Uploading…
        </Text>
      )}
      {state.done && (
        <Text size="xs" c="teal.8" mt={4}>
          {state.done}
        </Text>
      )}
    </div>
  );
}
