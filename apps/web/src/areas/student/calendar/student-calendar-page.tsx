import { CalendarPage } from '../../../features/sessions/calendar-page.tsx';

/** /student/schedule: the accepted sessions of the student's curricula. */
export const StudentCalendarPage = () => <CalendarPage viewer="student" />;
