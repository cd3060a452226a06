import { messages } from '@kaksha/contracts/messages';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While the test runs, leaving asks first (student spec §5): the browser's own prompt for a
 * reload or a closed tab, and the app's 'Do you want to exit test?' for Back and in-app links.
 */
export function useExitPrompt(active: boolean) {
  const blocker = useBlocker(active);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show this text; newer ones show their own words but still ask.
      event.returnValue = messages.exitTest;
      return messages.exitTest;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  return blocker;
}
