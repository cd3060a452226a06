import { useCallback, useEffect, useState } from 'react';

const supported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;
const isFull = () => typeof document !== 'undefined' && Boolean(document.fullscreenElement);

/**
 * Full screen for the test (student spec §9). Browsers allow entering it only from a click, so
 * the page asks for it with a button; `left` tells when the student has gone out of it again.
 */
export function useFullscreen() {
  const [full, setFull] = useState(isFull);
  useEffect(() => {
    const onChange = () => setFull(isFull());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const enter = useCallback(async () => {
    if (!supported() || isFull()) return;
    try {
      await document.documentElement.requestFullscreen({ navigationUI: 'hide' });
    } catch {
      // Refused (an embedded frame, a browser setting): the test goes on in the window.
    }
  }, []);
  return { supported: supported(), full, enter };
}
