import { type SavedAnswerDto, saveTestAnswer } from '@kaksha/contracts/test-taking';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AnswerBook,
  loadAnswerBook,
  markSaved,
  mergeServerAnswers,
  storeAnswerBook,
  unsentAnswers,
  writeAnswer,
} from '../../../features/assessments/answer-book.ts';
import { ApiError, call } from '../../../lib/api-client.ts';

/** How long typing pauses before a written answer is saved. */
export const TEXT_SAVE_DELAY_MS = 800;
/** How often unsent answers are tried again while saves fail or answers wait. */
const RETRY_MS = 5_000;

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * A failure worth retrying: no answer at all (offline, dropped connection) or a server in trouble.
 * A refusal (4xx, say the test has ended) will not change by sending again.
 */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/**
 * Keeps a test's answers on the device (localStorage) and on the server. Each change gets a new
 * revision and is saved (text after a pause); failed saves stay queued and are resent with the
 * same revision when the connection is back, which the server treats as the same save.
 */
export function useAnswerSync(userID: string, testID: string) {
  const [book, setBook] = useState<AnswerBook>(() => loadAnswerBook(userID, testID));
  const bookRef = useRef(book);
  const [online, setOnline] = useState(isOnline);
  const [failing, setFailing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const inFlight = useRef(new Map<string, number>());
  const closed = useRef(false);

  const update = useCallback(
    (next: AnswerBook) => {
      bookRef.current = next;
      storeAnswerBook(userID, testID, next);
      setBook(next);
    },
    [userID, testID],
  );

  const send = useCallback(
    async (questionID: string) => {
      const entry = bookRef.current[questionID];
      if (closed.current || !entry || entry.revision <= entry.savedRevision || !isOnline()) return;
      if (inFlight.current.get(questionID) === entry.revision) return;
      inFlight.current.set(questionID, entry.revision);
      try {
        await call(saveTestAnswer, {
          body: { testID, questionID, response: entry.response, revision: entry.revision },
        });
        update(markSaved(bookRef.current, questionID, entry.revision));
        setFailing(false);
      } catch (error) {
        if (isTransient(error)) setFailing(true);
        else setRefusal(error instanceof ApiError ? error.message : String(error));
      } finally {
        if (inFlight.current.get(questionID) === entry.revision) inFlight.current.delete(questionID);
      }
    },
    [testID, update],
  );

  const flush = useCallback(() => {
    for (const { questionID } of unsentAnswers(bookRef.current)) void send(questionID);
  }, [send]);

  /** The server's saved answers arrived: join them with this device's and send what it lacks. */
  const start = useCallback(
    (saved: readonly SavedAnswerDto[]) => {
      update(mergeServerAnswers(bookRef.current, saved));
      setReady(true);
      flush();
    },
    [update, flush],
  );

  /** The student changed an answer; `delayMs` waits for typing to pause. */
  const change = useCallback(
    (questionID: string, response: string, delayMs = 0) => {
      update(writeAnswer(bookRef.current, questionID, response));
      const pending = timers.current.get(questionID);
      if (pending) clearTimeout(pending);
      if (delayMs === 0) void send(questionID);
      else
        timers.current.set(
          questionID,
          setTimeout(() => void send(questionID), delayMs),
        );
    },
    [update, send],
  );

  /** After submit nothing more is sent from this page. */
  const close = useCallback(() => {
    closed.current = true;
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
  }, []);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [flush]);

  // A save can fail without the browser noticing it is offline (a captive network, a restart),
  // and the 'online' event can be missed (a tab opened by script did not get it in Chromium), so
  // answers still unsent are tried again until they are saved, not only while saves fail.
  const waiting = failing || unsentAnswers(book).length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(flush, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return {
    book,
    /** The current answers, read at the moment of use (submit). */
    bookRef,
    ready,
    offline: !online || failing,
    unsentCount: unsentAnswers(book).length,
    refusal,
    start,
    change,
    flush,
    close,
  };
}
