import { Center, Loader } from '@mantine/core';

/** Shown while an area's code or a page's first data arrives. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
