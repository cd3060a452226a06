import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { signInAfterSessionEnds } from '../lib/sign-in-return.ts';
import { fullAppTheme } from './full-app-theme.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** Every screen but the first sign-in: the router with the public pages and the three areas. */
export function renderFullApp(root: Root): void {
  const router = createAppRouter();
  // A 401 on a signed-in call ends the session; route to the login page without a reload, which
  // returns to this page after signing in again.
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    const target = signInAfterSessionEnds(pathname, search);
    return target ? router.navigate(target, { replace: true }) : undefined;
  });
  root.render(
    <StrictMode>
      <Providers appTheme={fullAppTheme}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
