import { useCallback, useRef } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router';

export interface LeaveGuard {
  /** The router's blocker: `blocked` while the admin is asked whether to leave. */
  blocker: Blocker;
  /** Lets the next navigation through, e.g. the one after a successful save. */
  allowLeave: () => void;
}

/**
 * Holds the admin on a form with unsaved changes: leaving it for another page is blocked until
 * they confirm (EntityForm asks). Refs, not state, so the save's own navigation, made before
 * React re-renders, already sees `allowLeave`.
 */
export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const leaving = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsavedRef.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeave };
}
