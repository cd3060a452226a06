import { ATTEMPT_DEADLINE_EVENT, AttemptDeadlineChanged } from '@kaksha/contracts/accommodations';
import { getTestQuesList } from '@kaksha/contracts/test-taking';
import { useEffect, useRef, useState } from 'react';
import { openLiveStream } from '../../../features/notifications/live-stream.ts';
import { call } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

/**
 * The attempt's own end, kept live: when staff give extra time while it runs, the server tells
 * this page on the live stream and the countdown moves without a reload. After a dropped stream
 * the end is read again, in case it moved meanwhile. `extended` is the last new end told.
 */
export function useAttemptEnd(testID: string, initialEndsAt: string, live = true) {
  const [endsAt, setEndsAt] = useState(initialEndsAt);
  const [extended, setExtended] = useState<string | null>(null);
  const connections = useRef(0);
  const current = useRef(initialEndsAt);
  useEffect(() => {
    current.current = initialEndsAt;
    setEndsAt(initialEndsAt);
  }, [initialEndsAt]);
  useEffect(() => {
    // Without EventSource (an old browser) the end is the one the start gave.
    if (!live || !getToken() || typeof EventSource === 'undefined') return;
    const moveTo = (next: string) => {
      if (next === current.current) return;
      current.current = next;
      setEndsAt(next);
      setExtended(next);
    };
    return openLiveStream({
      onConnected: () => {
        connections.current += 1;
        // The first connection follows the start, which carried the end already.
        if (connections.current === 1) return;
        void call(getTestQuesList, { body: { testID } }).then(
          (answer) => moveTo(answer.attempt.endsAt),
          () => {},
        );
      },
      events: {
        [ATTEMPT_DEADLINE_EVENT]: (data) => {
          const told = AttemptDeadlineChanged.safeParse(data);
          if (told.success && told.data.testID === testID) moveTo(told.data.endsAt);
        },
      },
    });
  }, [testID, live]);
  return { endsAt, extended };
}
