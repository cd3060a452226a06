import { Center, Loader, type LoaderProps } from '@mantine/core';

/** Shown while an area's code or a page's first data arrives. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/**
 * A spinner that says what is loading. It is a status: a name on a spinner without a role is
 * one a screen reader may not read, and axe refuses it (aria-prohibited-attr).
 */
export function LoadingMark({ label, ...props }: LoaderProps & { label: string }) {
  return <Loader role="status" aria-label={label} {...props} />;
}
