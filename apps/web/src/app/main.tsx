import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
// A 401 on a signed-in call ends the session; route to the login page without a reload.
setUnauthorizedHandler(() => {
  void router.navigate('/login', { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('Kaksha needs a #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
