import { Center, Loader } from '@mantine/core';
import { lazyModule, useLazyModule } from '../../components/lazy-module.ts';
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

// FullCalendar weighs about 80 KB gzip: it loads when a calendar is first opened (or its menu
// link pointed at), not with the area.
const impl = lazyModule(() => import('./session-calendar-impl.tsx'));

/** Starts FullCalendar's download ahead of a calendar screen. */
export const preloadSessionCalendar = () => void impl.load().catch(() => undefined);

const Spinner = () => (
  <Center mih={500} role="status" aria-label="Loading calendar">
    <Loader />
  </Center>
);

/** A month calendar of sessions coloured by status (student spec, Calendar). */
export function SessionCalendar({ loading, ...props }: SessionCalendarProps & { loading?: boolean }) {
  // FullCalendar downloads while the sessions are asked for, not after they arrive; the calendar
  // is drawn as soon as both are in.
  const Impl = useLazyModule(impl)?.SessionCalendarImpl;
  if (loading || !Impl) return <Spinner />;
  return <Impl {...props} />;
}
