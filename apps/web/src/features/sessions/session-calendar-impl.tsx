import './session-calendar.css';
import type { EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import { Box } from '@mantine/core';
import dayjs from 'dayjs';
import { getSchoolTimeZone } from '../../lib/dates.ts';
import type { SessionCalendarProps } from './session-calendar.tsx';
import { statusColour } from './status-colours.ts';

/**
 * FullCalendar knows only the browser's zone and UTC; a wall-clock time without an offset is shown
 * as written, so sessions land on the school's day and hour wherever the reader sits.
 */
const schoolWallClock = (instant: string) => dayjs(instant).tz(getSchoolTimeZone()).format('YYYY-MM-DDTHH:mm:ss');

/** The month view itself; loaded on demand (FullCalendar is the heaviest part of these screens). */
export function SessionCalendarImpl({ entries, onOpen }: SessionCalendarProps) {
  const events = entries.map((entry) => ({
    id: entry.id,
    title: entry.title,
    start: schoolWallClock(entry.start),
    end: schoolWallClock(entry.end),
    backgroundColor: statusColour(entry.status),
    borderColor: statusColour(entry.status),
    textColor: '#fff',
    extendedProps: { status: entry.status },
  }));
  const click = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    onOpen(arg.event.id);
  };
  return (
    <Box style={{ minHeight: 500 }} className="kaksha-calendar">
      <FullCalendar
        plugins={[dayGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        height="auto"
        contentHeight="auto"
        aspectRatio={1.6}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
        // Words, not FullCalendar's icon fonts (unnamed images to a screen reader).
        buttonIcons={false}
        buttonText={{ prev: 'Previous month', next: 'Next month', today: 'today' }}
        eventDisplay="block"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        dayMaxEvents={3}
        events={events}
        eventClick={click}
        eventClassNames="kaksha-calendar-event"
      />
    </Box>
  );
}
