import { CalendarPage } from '../../../features/sessions/calendar-page.tsx';
import { AddNewSession } from './admin-session-form.tsx';

/** /admin/schedule: every session, with Add New (student spec, Calendar). */
export const AdminCalendarPage = () => <CalendarPage viewer="admin" addNew={<AddNewSession />} />;
