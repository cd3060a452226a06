import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { formatCountdown, useServerNow } from '../../../features/assessments/server-clock.ts';
import { InstructionsModal } from './instructions-modal.tsx';

/**
 * Opens the test in a new tab. `window.open` without `noopener` (unlike a target=_blank link)
 * gives the new tab a copy of this tab's session, so the student stays signed in there.
 */
const openTest = (testID: string) => window.open(`/student/test-view/${encodeURIComponent(testID)}`, '_blank');

/**
 * Start Test: disabled with a live countdown until the test opens by the server's clock (student
 * spec §4), then it shows the instructions and opens the test.
 */
export function StartTestPanel({ assignment: a, offsetMs }: { assignment: AssessmentDto; offsetMs: number }) {
  const now = useServerNow(offsetMs);
  const [opened, { open, close }] = useDisclosure(false);
  const startsIn = Date.parse(a.startsAt) - now;
  const ended = now >= Date.parse(a.endsAt);
  const resultLink = `/student/assignment-result/${encodeURIComponent(a.testID)}`;

  if (a.status === 1)
    return (
      <Alert color="green" title={messages.testAlreadySubmitted}>
        <Anchor component={Link} to={resultLink}>
          See your result
        </Anchor>
      </Alert>
    );
  if (ended) return <Alert color="gray" title={messages.testEnded} />;

  const isOpen = startsIn <= 0;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button size="md" disabled={!isOpen} onClick={open}>
          Start Test
        </Button>
        <Button variant="subtle" onClick={open}>
          Instructions
        </Button>
      </Group>
      {isOpen ? (
        <Text size="sm" c="dimmed">
          The test is open. It closes in {formatCountdown(Date.parse(a.endsAt) - now)}.
        </Text>
      ) : (
        <Text size="sm" role="timer" aria-live="off">
          Starts in {formatCountdown(startsIn)}
        </Text>
      )}
      <InstructionsModal
        opened={opened}
        onClose={close}
        curriculumCode={a.curriculumCode}
        testID={a.testID}
        onStart={
          isOpen
            ? () => {
                close();
                openTest(a.testID);
              }
            : undefined
        }
      />
    </Stack>
  );
}
