import type { ErrorCode } from '@kaksha/contracts/endpoint';
import { messages } from '@kaksha/contracts/messages';
import { type AttemptDto, type StudentQuestionDto, testSubmit } from '@kaksha/contracts/test-taking';
import { Alert, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { allAnswers, forgetAnswerBook } from '../../../features/assessments/answer-book.ts';
import { clockOffset, useServerNow } from '../../../features/assessments/server-clock.ts';
import { endText, timeRuleText } from '../../../features/assessments/time-rule.ts';
import { ApiError, call } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { FullscreenOverlay } from './fullscreen-overlay.tsx';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner.tsx';
import { QuestionCard } from './question-card.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import { TestHeader } from './test-header.tsx';
import { useAnswerSync } from './use-answer-sync.ts';
import { useAttemptEnd } from './use-attempt-end.ts';
import { useExitPrompt } from './use-exit-prompt.ts';
import { useFullscreen } from './use-fullscreen.ts';

export const FULLSCREEN_REFUSED =
  'This browser did not allow full screen. The test goes on in this window: stay on this page until you submit.';

/** What the submit confirmation says of the answers: how many are still unanswered. */
export function submitSummary(answered: number, unanswered: number): string {
  const total = answered + unanswered;
  if (unanswered === 0) return `You have answered all ${total} ${total === 1 ? 'question' : 'questions'}.`;
  return `You have answered ${answered} of ${total} questions: ${unanswered} ${
    unanswered === 1 ? 'question is' : 'questions are'
  } unanswered.`;
}

/** How long before the end the page hands the test in by itself. */
const SUBMIT_AHEAD_MS = 2000;

interface TestRunnerProps {
  testID: string;
  userID: string;
  questions: readonly StudentQuestionDto[];
  attempt: AttemptDto;
  /** When the attempt arrived, to set the clock by the server's. */
  receivedAt: number;
  resultPath: string;
}

/** The running test: questions, saving, the clock, full screen, the exit prompt and Submit. */
export function TestRunner({ testID, userID, questions, attempt, receivedAt, resultPath }: TestRunnerProps) {
  const navigate = useNavigate();
  const sync = useAnswerSync(userID, testID);
  const now = useServerNow(clockOffset(attempt.serverTime, receivedAt));
  // The student's own end, moved live when staff give extra time while the test runs.
  const { endsAt, extended } = useAttemptEnd(testID, attempt.endsAt, !attempt.submitted);
  const remaining = Date.parse(endsAt) - now;
  const fullscreen = useFullscreen();
  const [started, setStarted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  /** The student chose to exit from the full-screen question: leave without asking again. */
  const [exiting, setExiting] = useState(false);
  const blocker = useExitPrompt(!done && !exiting);
  const autoSubmitted = useRef(false);
  const { start, bookRef, close } = sync;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved answers are joined once, when the attempt arrives.
  useEffect(() => start(attempt.answers), [attempt]);

  const submit = useCallback(async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      await call(testSubmit, {
        body: { globalInfo: { testID }, transaction: allAnswers(bookRef.current) },
      });
      close();
      forgetAnswerBook(userID, testID);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === ('alreadySubmitted' satisfies ErrorCode)) {
        close();
        setDone(true);
        return;
      }
      setSubmitError(error instanceof ApiError && error.status < 500 ? errorMessage(error) : OFFLINE_TEXT);
    } finally {
      setSubmitting(false);
      setConfirming(false);
    }
  }, [testID, userID, bookRef, close]);

  // Leave only once the exit prompt is off, so the move to the result is not blocked.
  useEffect(() => {
    if (!done) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    navigate(resultPath, { replace: true });
  }, [done, navigate, resultPath]);

  // Exit chosen: the tab opened for the test closes; where a browser keeps it, go to the test's page.
  useEffect(() => {
    if (!exiting) return;
    window.close();
    navigate(`/student/assignment-preview/${testID}`, { replace: true });
  }, [exiting, navigate, testID]);

  // Time is up by the server's clock: what the student wrote is handed in, a moment early so
  // that the last answers reach the server before it closes the test.
  useEffect(() => {
    if (remaining > SUBMIT_AHEAD_MS || autoSubmitted.current || done) return;
    autoSubmitted.current = true;
    void submit();
  }, [remaining, done, submit]);

  // A failed submit (offline) is tried again when the connection is back.
  useEffect(() => {
    if (!submitError || submitError !== OFFLINE_TEXT) return;
    const retry = () => void submit();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [submitError, submit]);

  const answered = questions.filter((q) => (sync.book[q.questionID]?.response ?? '') !== '').length;
  const unanswered = questions.length - answered;
  // Before Start, and whenever full screen is left; never where the browser refused full screen.
  const showOverlay = !done && !exiting && (!started || (!fullscreen.refused && !fullscreen.full));
  // The question 'Do you want to exit test?' is for leaving full screen, so it waits until the test
  // has been in full screen once (not the moment between Start and the browser going full screen).
  const [beenFull, setBeenFull] = useState(false);
  useEffect(() => {
    if (fullscreen.full) setBeenFull(true);
  }, [fullscreen.full]);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasShown = useRef(showOverlay);
  // Back in the test: focus lands on its heading, so Tab goes on from the top of the test.
  useEffect(() => {
    if (wasShown.current && !showOverlay) heading.current?.focus({ preventScroll: true });
    wasShown.current = showOverlay;
  }, [showOverlay]);

  return (
    <>
      {/* Behind the overlay the test is inert: out of the Tab order and of reach until full screen. */}
      <Stack gap="md" maw={900} mx="auto" pb="xl" inert={showOverlay}>
        {/* The page's name for a screen reader (and its heading to land on); the tab says "Test" too. */}
        <VisuallyHidden component="h1" ref={heading} tabIndex={-1}>
          Test
        </VisuallyHidden>
        {/* Time, saving state and the offline notice stay in view however far the student scrolls. */}
        <Stack gap={6} style={{ position: 'sticky', top: 0, zIndex: 10 }}>
          <TestHeader
            remainingMs={remaining}
            answered={answered}
            total={questions.length}
            saving={sync.unsentCount > 0}
            offline={sync.offline}
            submitting={submitting}
            onSubmit={() => setConfirming(true)}
          />
          <Text size="sm" c="dimmed">
            {`Your time: ${timeRuleText(attempt.allowedMinutes, attempt.windowEndsAt)}`}
          </Text>
          {extended && (
            <Alert color="teal" role="status">
              {`You have been given extra time: your test now ends at ${endText(extended)}.`}
            </Alert>
          )}
          {sync.offline && <OfflineBanner />}
          {sync.refusal && (
            <Alert color="red" role="alert">
              {sync.refusal}
            </Alert>
          )}
          {started && fullscreen.refused && (
            <Alert color="yellow" role="status">
              {FULLSCREEN_REFUSED}
            </Alert>
          )}
          {submitError && (
            <Alert color="red" role="alert">
              The test could not be submitted yet: {submitError}
            </Alert>
          )}
        </Stack>
        <QuestionNavigator questions={questions} book={sync.book} />
        {questions.map((q, index) => (
          <QuestionCard
            key={q.questionID}
            number={index + 1}
            question={q}
            response={sync.book[q.questionID]?.response ?? ''}
            onChange={sync.change}
          />
        ))}
        <ConfirmDialog
          opened={confirming}
          title="Submit the test"
          message={`${submitSummary(answered, unanswered)} Once submitted, answers cannot be changed.`}
          confirmLabel="Submit"
          cancelLabel="Go back to the test"
          busy={submitting}
          onConfirm={() => void submit()}
          onCancel={() => setConfirming(false)}
        />
        <ConfirmDialog
          opened={blocker.state === 'blocked'}
          title="Exit test"
          message={messages.exitTest}
          confirmLabel="Yes"
          cancelLabel="No"
          onConfirm={() => {
            // The test tab was opened for the test: closing it is leaving (student spec §9).
            window.close();
            blocker.proceed?.();
          }}
          onCancel={() => blocker.reset?.()}
        />
      </Stack>
      {showOverlay && (
        <FullscreenOverlay
          mode={beenFull ? 'left' : 'start'}
          questionCount={questions.length}
          onStart={() => {
            setStarted(true);
            void fullscreen.enter();
          }}
          onExit={() => setExiting(true)}
        />
      )}
    </>
  );
}
