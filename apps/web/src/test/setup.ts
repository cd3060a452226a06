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
