import { messages } from '@kaksha/contracts/messages';
import { Button, FocusTrap, Group, Overlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

interface FullscreenOverlayProps {
  /** 'start': the test has not begun; 'left': the student went out of full screen. */
  mode: 'start' | 'left';
  questionCount: number;
  /** Start, or No (stay): both ask the browser for full screen, which needs this click. */
  onStart: () => void;
  /** Yes, exit the test (answers stay saved). */
  onExit: () => void;
}

/**
 * Covers the test until the student clicks Start, because a browser enters full screen only on a
 * click; when they leave full screen it asks the spec's 'Do you want to exit test?' (student spec
 * §5, §9). A modal dialog: focus moves to its first button and Tab stays inside it, while the
 * test behind is inert (the runner marks it), so no answer can be given before full screen.
 */
export function FullscreenOverlay({ mode, questionCount, onStart, onExit }: FullscreenOverlayProps) {
  const titleId = useId();
  const left = mode === 'left';
  return (
    <Overlay fixed backgroundOpacity={0.92} color="#1a1b1e" zIndex={300} center>
      <FocusTrap active>
        <Paper radius="md" p="xl" maw={460} mx="md" role="dialog" aria-modal aria-labelledby={titleId}>
          <Stack gap="md">
            <Title order={2} size="h3" id={titleId}>
              {left ? messages.exitTest : 'Your test is ready'}
            </Title>
            <Text>
              {left
                ? 'The test is taken in full screen. Your answers are kept either way: go back to the test in full screen, or leave it and come back before it ends.'
                : `${questionCount} ${questionCount === 1 ? 'question' : 'questions'}. The test runs in full screen; do not leave it or minimize the browser until you submit.`}
            </Text>
            {left ? (
              <Group>
                <Button size="md" onClick={onStart} data-autofocus>
                  No, return to full screen
                </Button>
                <Button size="md" variant="default" onClick={onExit}>
                  Yes, exit the test
                </Button>
              </Group>
            ) : (
              <Button size="md" onClick={onStart} data-autofocus>
                Start
              </Button>
            )}
          </Stack>
        </Paper>
      </FocusTrap>
    </Overlay>
  );
}
