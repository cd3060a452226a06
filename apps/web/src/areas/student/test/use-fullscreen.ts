import { useCallback, useEffect, useState } from 'react';

const supported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;
const isFull = () => typeof document !== 'undefined' && Boolean(document.fullscreenElement);

/**
 * Full screen for the test (student spec §9). Browsers allow entering it only from a click, so
 * the page asks for it with a button. `refused` is true once the browser would not (or cannot)
 * go full screen: the test then goes on in the window.
 */
export function useFullscreen() {
  const [full, setFull] = useState(isFull);
  useEffect(() => {
    const onChange = () => setFull(isFull());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const [refused, setRefused] = useState(false);
  /** Asks for full screen; says whether the test is (or now goes) in full screen. */
  const enter = useCallback(async (): Promise<boolean> => {
    if (isFull()) return true;
    if (!supported()) {
      setRefused(true);
      return false;
    }
    try {
      await document.documentElement.requestFullscreen({ navigationUI: 'hide' });
      return true;
    } catch {
      // Refused (an embedded frame, a browser setting): the test goes on in the window, and says so.
      setRefused(true);
      return false;
    }
  }, []);
  return { supported: supported(), full, refused, enter };
}
