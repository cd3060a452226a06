import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
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

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  forgetLogo();
  // The test files share their modules (isolate: false): a zone one screen set must not move the
  // dates of the next file. Asia/Kolkata is the zone dates.ts starts with.
  setSchoolTimeZone('Asia/Kolkata');
});
