import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

const HEADING = 'main h1, main h2, h1';
/** A lazily loaded page may paint its heading a moment after the address changes. */
const WAIT_MS = 3000;

function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>(HEADING);
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a move to another page, focus goes to the new page's heading, so a screen reader reads
 * where the user arrived and the keyboard starts from there (not from a link that is gone).
 * The first page of a visit keeps the browser's own focus.
 */
export function FocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is the reason to move focus.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return <Outlet />;
}
