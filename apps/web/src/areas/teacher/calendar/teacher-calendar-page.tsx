import { CalendarPage } from '../../../features/sessions/calendar-page.tsx';

/** /teacher/calender: the sessions asked of the teacher, to accept or reject. */
export const TeacherCalendarPage = () => <CalendarPage viewer="teacher" />;
