import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import type { CalendarStatus } from './status-colours.ts';

export interface CalendarEntry {
  id: string;
  title: string;
  /** ISO instants. */
  start: string;
  end: string;
  status: CalendarStatus;
}

export interface SessionCalendarProps {
  entries: readonly CalendarEntry[];
  /** Called with the entry's id when someone clicks it. */
  onOpen: (id: string) => void;
}

// FullCalendar weighs about 80 KB gzip: it loads when a calendar is first opened, not with the area.
const loadImpl = () => import('./session-calendar-impl.tsx');
const Impl = lazy(async () => ({ default: (await loadImpl()).SessionCalendarImpl }));

const Spinner = () => (
  <Center mih={500} role="status" aria-label="Loading calendar">
    <Loader />
  </Center>
);

/** A month calendar of sessions coloured by status (student spec, Calendar). */
export function SessionCalendar(props: SessionCalendarProps & { loading?: boolean }) {
  // FullCalendar downloads while the sessions are asked for, not after they arrive (the import is
  // made once; later calls return the same module).
  useEffect(() => void loadImpl(), []);
  if (props.loading) return <Spinner />;
  return (
    <Suspense fallback={<Spinner />}>
      <Impl {...props} />
    </Suspense>
  );
}
