import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { theme } from './theme.ts';

// No page shows a toast before the user acts, so the toast host loads after first paint.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/**
 * What every Kaksha page needs. Data caching (TanStack Query) is provided by each signed-in area
 * (session-query-provider.tsx): the sign-in page does not need it, and it keeps that page light.
 */
export function Providers({ children, appTheme = theme }: { children: ReactNode; appTheme?: MantineThemeOverride }) {
  return (
    <MantineProvider theme={appTheme} defaultColorScheme="light">
      <Suspense fallback={null}>
        {/* Below the top bar, so a toast never covers the bells or the user menu. */}
        <Notifications position="top-right" styles={{ root: { marginTop: 56 } }} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
