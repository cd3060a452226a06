import { messages } from '@kaksha/contracts/messages';
import { getCalendarFeed, resetCalendarFeed } from '@kaksha/contracts/sessions';
import { Alert, Button, CopyButton, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { showErrorToast } from '../../components/error-toast.ts';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

/**
 * The private iCalendar address of the user's accepted sessions, to subscribe from Google Calendar
 * or Outlook; Reset makes a new one and stops the old (for a link that was shared by mistake).
 */
export function CalendarFeedCard() {
  const feed = useEndpointQuery(getCalendarFeed, {}, { select: (a) => a.data.url });
  const reset = useEndpointMutation(() => call(resetCalendarFeed), [getCalendarFeed]);
  const [asking, setAsking] = useState(false);
  const doReset = async () => {
    try {
      const answer = await reset.mutateAsync(undefined);
      notifications.show({ color: 'green', message: answer.message });
    } catch (e) {
      showErrorToast(e);
    } finally {
      setAsking(false);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Calendar feed">
      <Title order={2} size="h4" mb={4}>
        Calendar feed
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Add this private address to Google Calendar or Outlook ("From URL") to see your accepted sessions there. Anyone
        with it can read your schedule: keep it to yourself.
      </Text>
      {feed.isError && <Alert color="red">{feed.error.message}</Alert>}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label="Calendar address"
          value={feed.data ?? ''}
          placeholder={feed.isPending ? 'Loading…' : ''}
          readOnly
          style={{ flex: '1 1 18rem' }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={feed.data ?? ''}>
          {({ copied, copy }) => (
            <Button onClick={copy} disabled={!feed.data} color={copied ? 'green' : undefined}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => setAsking(true)} disabled={!feed.data}>
          Reset
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title="Reset the calendar address"
        message={`${messages.calendarFeedReset} once it is reset. Calendars subscribed to it must be given the new one.`}
        confirmLabel="Reset"
        busy={reset.isPending}
        onConfirm={doReset}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
}
