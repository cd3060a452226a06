import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { forgetLogo } from '../features/media/use-logo.ts';
import { setSchoolTimeZone } from '../lib/dates.ts';

// jsdom lacks the layout APIs Mantine reads; answer them as a wide screen with no observers.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
// A select scrolls its chosen option into view; an autosizing textarea listens for web fonts.
Element.prototype.scrollIntoView = () => {};
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Mantine's focus trap looks for the dialog's first field a tick after the dialog opens, and warns
// in development when it finds none. A test that opens and closes a dialog within that tick (a
// confirmation answered at once) leaves it looking into a dialog already closing (hidden) or taken
// out of the page: that warning is dropped. One about a dialog still shown (truly nothing to
// focus) still prints.
const FOCUS_TRAP_WARNING = '[@mantine/hooks/use-focus-trap] Failed to find focusable element';
const shown = (node: Node): boolean => {
  if (!node.isConnected) return false;
  for (let at: Node | null = node; at; at = at.parentNode)
    if (at instanceof HTMLElement && at.style.display === 'none') return false;
  return true;
};
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const [message, node] = args;
  const closed = node instanceof Node && !shown(node);
  if (typeof message === 'string' && message.startsWith(FOCUS_TRAP_WARNING) && closed) return;
  warn(...args);
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  forgetLogo();
});

// The test files share their modules (isolate: false): what one file leaves in a module is put
// back as a fresh import would have it, before the next file starts. Mantine keeps its
// notifications in a module-level store (a toast of one file was the next file's first alert);
// Asia/Kolkata is the zone dates.ts starts with.
afterAll(() => {
  notifications.clean();
  setSchoolTimeZone('Asia/Kolkata');
});
