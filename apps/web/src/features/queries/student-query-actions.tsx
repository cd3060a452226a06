import { messages } from '@kaksha/contracts/messages';
import type { QueryChatDto } from '@kaksha/contracts/queries';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { showErrorToast } from '../../components/error-toast.ts';
import { StarRating, StarsGiven } from '../../components/star-rating.tsx';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { ReplyBox } from './reply-box.tsx';
import { useRateQuery, useUpdateQuery } from './use-queries.ts';

/** Resolve, asked first with the spec's words (student spec §4). */
export function ResolveButton({ query }: { query: QueryChatDto }) {
  const [asking, setAsking] = useState(false);
  const update = useUpdateQuery();
  const resolve = async () => {
    try {
      await update.mutateAsync({ chatID: query.chatID, change: { status: 2 } });
      setAsking(false);
    } catch (e) {
      setAsking(false);
      showErrorToast(e);
    }
  };
  return (
    <>
      <Button size="compact-sm" color="green" onClick={() => setAsking(true)}>
        Resolve
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Resolve"
        message={messages.confirmStudentResolve}
        confirmLabel="Yes"
        cancelLabel="No"
        busy={update.isPending}
        onConfirm={resolve}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function FeedbackAndRating({ query }: { query: QueryChatDto }) {
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateQuery();
  const rate = useRateQuery();
  const sendFeedback = async () => {
    if (!feedback.trim()) return setError(messages.required);
    setError(null);
    try {
      await update.mutateAsync({ chatID: query.chatID, change: { feedback: feedback.trim() } });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  // Chosen first (click or arrow keys), then sent: a rating is given once, so moving through the
  // stars with the keyboard must not send the first one it passes.
  const [stars, setStars] = useState(0);
  const sendRating = async () => {
    try {
      await rate.mutateAsync({ chatId: query.chatID, rating: stars });
    } catch (e) {
      showErrorToast(e);
    }
  };
  return (
    <Stack gap="sm">
      {query.rating !== null ? (
        <Group gap="sm">
          <Text fw={600}>Rating</Text>
          <StarsGiven value={query.rating} />
        </Group>
      ) : (
        <Group gap="sm">
          <Text fw={600} aria-hidden>
            Rating
          </Text>
          <StarRating label="Rating" value={stars} onChange={setStars} />
          <Button size="compact-sm" disabled={stars === 0} loading={rate.isPending} onClick={sendRating}>
            Send rating
          </Button>
        </Group>
      )}
      {query.feedback !== null ? (
        <div>
          <Text fw={600}>Feedback</Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{query.feedback}</Text>
        </div>
      ) : (
        <>
          <Textarea
            label="Feedback"
            autosize
            minRows={2}
            maxLength={2000}
            value={feedback}
            onChange={(e) => setFeedback(e.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button onClick={sendFeedback} loading={update.isPending}>
              Send Feedback
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** What a student may do with their query: reply and resolve while it is in progress, rate it once it is done. */
export function StudentQueryActions({ query }: { query: QueryChatDto }) {
  const update = useUpdateQuery();
  if (query.status === 2) return <FeedbackAndRating query={query} />;
  return (
    <Stack gap="sm">
      {query.status === 1 ? (
        <ReplyBox
          busy={update.isPending}
          onSend={(message) => update.mutateAsync({ chatID: query.chatID, change: { messages: [{ message }] } })}
        />
      ) : (
        <Alert variant="light" color="blue">
          A teacher will pick up this query soon; you can reply once it is in progress.
        </Alert>
      )}
      <Group justify="flex-end">
        <ResolveButton query={query} />
      </Group>
    </Stack>
  );
}
