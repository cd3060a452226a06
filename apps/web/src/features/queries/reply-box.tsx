import { messages } from '@kaksha/contracts/messages';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { htmlToText } from '../../components/safe-html.tsx';
import { errorMessage } from '../../lib/api-error-messages.ts';

/** A rich-text reply under a query's messages; cleared once sent. */
export function ReplyBox({ onSend, busy }: { onSend: (html: string) => Promise<unknown>; busy: boolean }) {
  const [html, setHtml] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    if (!htmlToText(html)) {
      setError(messages.required);
      return;
    }
    setError(null);
    setFailure(null);
    try {
      await onSend(html);
      setHtml('');
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  return (
    <Stack gap="xs">
      <RichTextEditor label="Reply" value={html} onChange={setHtml} error={error ?? undefined} />
      {failure && (
        <Alert color="red" variant="light">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={send} loading={busy}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
