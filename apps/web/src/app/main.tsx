import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme-colours.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from '../areas/public/login-page.tsx';
import { AREA_OF, storedLoginType } from '../lib/session-store.ts';

const element = document.getElementById('root');
if (!element) throw new Error('Kaksha needs a #root element in index.html');
const root = createRoot(element);

/*
 * The sign-in page is what most visits open first, so it is served by this small entry on its
 * own (React and the page's own plain controls: no Mantine component, no provider). Mantine's
 * stylesheet still loads here, since the page is drawn with its CSS variables. The router and
 * everything else load only for the other addresses, and after sign-in the browser opens the
 * user's area. A sign-in that returns to a page asked for (`/login?next=`) is the router's, which
 * follows `next` (sign-in-return.ts).
 */
const atSignIn = !window.location.search && (window.location.pathname === '/' || window.location.pathname === '/login');
const signedInAs = atSignIn ? storedLoginType() : null;

if (signedInAs) {
  window.location.replace(AREA_OF[signedInAs]);
} else if (atSignIn) {
  root.render(
    <StrictMode>
      <LoginPage onSignedIn={(loginType) => window.location.assign(AREA_OF[loginType])} />
    </StrictMode>,
  );
} else {
  void import('./full-app.tsx').then(({ renderFullApp }) => renderFullApp(root));
}
