import { messages } from '@kaksha/contracts/messages';
import { wallClock } from '@kaksha/contracts/school-time';
import './session-calendar.css';
import type { EventClickArg, EventContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { Box, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { getSchoolTimeZone } from '../../lib/dates.ts';
import type { SessionCalendarProps } from './session-calendar.tsx';
import { statusColour } from './status-colours.ts';

/**
 * FullCalendar knows only the browser's zone and UTC; a wall-clock time without an offset is shown
 * as written, so sessions land on the school's day and hour wherever the reader sits.
 */
const schoolWallClock = (instant: string) => {
  const { date, time } = wallClock(instant, getSchoolTimeZone());
  return `${date}T${time}:00`;
};

/** A list day's side heading in the one date format, DD/MM/YYYY (not FullCalendar's "November 30, 2026"). */
const listDaySide = ({ date }: { date: { year: number; month: number; day: number } }) =>
  `${String(date.day).padStart(2, '0')}/${String(date.month + 1).padStart(2, '0')}/${date.year}`;

/** Phones get the list of sessions by day first: a month's cells are too narrow for a title. */
const PHONE = '(max-width: 36em)';

/**
 * A phone's month marks each session by its time, its title read out but not squeezed into a
 * 50 px column letter by letter; the List view and the session's details show the title whole.
 */
function phoneEvent(arg: EventContentArg) {
  if (arg.view.type !== 'dayGridMonth') return arg.event.title;
  return (
    <span className="kaksha-calendar-phone-event">
      {arg.timeText}
      <VisuallyHidden>{arg.event.title}</VisuallyHidden>
    </span>
  );
}

/**
 * The calendar itself, as a month or as a list by day (the choice on the toolbar); loaded on
 * demand (FullCalendar is the heaviest part of these screens).
 */
export function SessionCalendarImpl({ entries, onOpen }: SessionCalendarProps) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false }) ?? false;
  // Made again only when the sessions change: a new array makes FullCalendar redraw every event.
  const events = useMemo(
    () =>
      entries.map((entry) => ({
        id: entry.id,
        title: entry.title,
        start: schoolWallClock(entry.start),
        end: schoolWallClock(entry.end),
        backgroundColor: statusColour(entry.status),
        borderColor: statusColour(entry.status),
        textColor: '#fff',
        extendedProps: { status: entry.status },
      })),
    [entries],
  );
  const click = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    onOpen(arg.event.id);
  };
  return (
    <Box style={{ minHeight: 500 }} className="kaksha-calendar">
      <FullCalendar
        // A new width class starts in its own view: the list on a phone, the month elsewhere.
        key={phone ? 'phone' : 'wide'}
        plugins={[dayGridPlugin, listPlugin, interactionPlugin]}
        initialView={phone ? 'listMonth' : 'dayGridMonth'}
        height="auto"
        contentHeight="auto"
        aspectRatio={1.6}
        headerToolbar={
          phone
            ? { left: 'title', center: '', right: 'prev,next' }
            : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,listMonth' }
        }
        footerToolbar={phone ? { left: 'today', center: '', right: 'dayGridMonth,listMonth' } : undefined}
        // Words, not FullCalendar's icon fonts (unnamed images to a screen reader).
        buttonIcons={false}
        buttonText={{
          prev: 'Previous month',
          next: 'Next month',
          today: 'today',
          dayGridMonth: 'Month',
          listMonth: 'List',
        }}
        // One letter a day on a phone's month: "Mon" broke as "Mo / n" in a 50 px column.
        dayHeaderFormat={{ weekday: phone ? 'narrow' : 'short' }}
        listDayFormat={{ weekday: 'long' }}
        listDaySideFormat={listDaySide}
        noEventsContent={messages.noSessions}
        eventDisplay="block"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventContent={phone ? phoneEvent : undefined}
        dayMaxEvents={3}
        events={events}
        eventClick={click}
        eventClassNames="kaksha-calendar-event"
      />
    </Box>
  );
}
