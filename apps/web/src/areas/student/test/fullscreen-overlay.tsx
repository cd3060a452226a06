import { Button, Overlay, Paper, Stack, Text, Title } from '@mantine/core';

interface FullscreenOverlayProps {
  testName: string;
  /** True once the student has started and then left full screen. */
  left: boolean;
  questionCount: number;
  onStart: () => void;
}

/**
 * Covers the test until the student clicks, because a browser enters full screen only on a
 * click; it comes back when they leave full screen (student spec §9).
 */
export function FullscreenOverlay({ testName, left, questionCount, onStart }: FullscreenOverlayProps) {
  return (
    <Overlay fixed backgroundOpacity={0.92} color="#1a1b1e" zIndex={300} center>
      <Paper radius="md" p="xl" maw={460} mx="md" role="dialog" aria-modal aria-label={testName}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {left ? 'Return to full screen' : testName}
          </Title>
          <Text>
            {left
              ? 'The test must be taken in full screen. Your answers are kept; return to full screen to go on.'
              : `${questionCount} ${questionCount === 1 ? 'question' : 'questions'}. The test runs in full screen; do not leave it or minimize the browser until you submit.`}
          </Text>
          <Button size="md" onClick={onStart}>
            {left ? 'Return to full screen' : 'Start'}
          </Button>
        </Stack>
      </Paper>
    </Overlay>
  );
}
