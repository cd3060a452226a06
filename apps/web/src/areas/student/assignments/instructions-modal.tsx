import { Alert, Anchor, Button, Group, List, Modal, Text } from '@mantine/core';
import { LoadingMark } from '../../../components/page-loader.tsx';
import { useMeetingLink } from '../../../features/assessments/api.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

interface InstructionsModalProps {
  opened: boolean;
  onClose: () => void;
  curriculumCode: string;
  testID: string;
  /** Given while the test is open: the modal then ends with the button that starts it. */
  onStart?: () => void;
}

/** The pre-test instructions (student spec §9), with the student's own proctoring meeting. */
export function InstructionsModal({ opened, onClose, curriculumCode, testID, onStart }: InstructionsModalProps) {
  const meeting = useMeetingLink(curriculumCode, testID, opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Instructions" centered size="lg">
      <List spacing="xs" mb="md">
        <List.Item>Make sure you have a good internet connection for the whole test.</List.Item>
        <List.Item>
          Join the test meeting and share your screen before you start:{' '}
          {meeting.isPending ? (
            <LoadingMark size="xs" label="Preparing your meeting" />
          ) : meeting.data ? (
            <Anchor href={meeting.data} target="_blank" rel="noopener noreferrer">
              Join the meeting
            </Anchor>
          ) : (
            <Text span c="red">
              the meeting could not be prepared ({errorMessage(meeting.error)})
            </Text>
          )}
        </List.Item>
        <List.Item>Do not minimize the browser or switch to other windows during the test.</List.Item>
        <List.Item>
          The test opens in a new tab and runs in full screen. Leaving full screen or the page asks you to confirm, and
          leaving ends your work on this device.
        </List.Item>
        <List.Item>
          Your answers are saved as you write. If the connection drops, keep writing: they are kept on this device and
          sent when it is back.
        </List.Item>
      </List>
      {meeting.isError && (
        <Alert color="yellow" mb="md">
          You can still start the test; tell your teacher that the meeting link did not open.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {onStart && <Button onClick={onStart}>Start Test</Button>}
      </Group>
    </Modal>
  );
}
