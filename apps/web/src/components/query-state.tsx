import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error-messages.ts';
import { LoadingMark } from './page-loader.tsx';

/** What a screen needs of a read (a TanStack Query result) to show its state. */
export interface ReadState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

type QueryErrorProps = {
  /** What could not be loaded, e.g. "Your curricula could not be loaded". */
  title?: string;
} & (
  | {
      /** The failed read itself: supplies its error, Retry (refetch) and whether it is asking again. */
      query: Pick<ReadState<unknown>, 'error' | 'refetch' | 'isFetching'>;
      error?: never;
      onRetry?: never;
      retrying?: never;
    }
  | { query?: never; error: unknown; onRetry: () => unknown; retrying?: boolean }
);

/** A failed read: what failed, the server's words, and a Retry that asks again. */
export function QueryError({ title = 'This could not be loaded', ...props }: QueryErrorProps) {
  const { error, onRetry, retrying } = props.query
    ? { error: props.query.error, onRetry: props.query.refetch, retrying: props.query.isFetching }
    : props;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{errorMessage(error, 'Something went wrong. Please try again.')}</Text>
        <Button
          size="compact-sm"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={() => void onRetry()}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

interface QueryStateProps<T> {
  query: ReadState<T>;
  /** Rendered once the answer is here; an empty answer is the child's to word. */
  children: (data: T) => ReactNode;
  /** What could not be loaded, shown as the error's title. */
  errorTitle?: string;
  /** Shown while the first answer is on its way (a small loader when not given). */
  loading?: ReactNode;
}

/**
 * One way for a screen to show a read: loading, a failure with Retry, or the data. A failed
 * read never falls through to the screen's empty state, which would claim there is no data.
 */
export function QueryState<T>({ query, children, errorTitle, loading }: QueryStateProps<T>) {
  if (query.isError && query.data === undefined) {
    return <QueryError query={query} title={errorTitle} />;
  }
  if (query.data === undefined) {
    return query.isPending || query.isFetching ? (loading ?? <LoadingMark size="sm" label="Loading" />) : null;
  }
  return <>{children(query.data)}</>;
}
