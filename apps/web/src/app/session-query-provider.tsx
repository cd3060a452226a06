import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, type ReactNode, useMemo } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { useSession } from '../lib/session.ts';

/** Client errors (4xx) will not change by asking again; network and 5xx errors get one retry. */
const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Gives the signed-in areas their data cache. A new sign-in gets a new cache, so one user's
 * answers can never show to the next user of the same browser tab, and a changed curriculum (a
 * new token) reads everything again for the new curriculum without reloading the page.
 */
export function SessionQueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const token = useSession()?.token ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token is the reason for a new cache.
  const sessionClient = useMemo(() => client ?? createQueryClient(), [client, token]);
  // Mounted queries keep the client they started with, so the screens below start afresh too.
  return (
    <QueryClientProvider client={sessionClient}>
      <Fragment key={token ?? ''}>{children}</Fragment>
    </QueryClientProvider>
  );
}
