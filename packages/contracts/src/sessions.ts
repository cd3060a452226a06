import { z } from 'zod';
import { RequiredText, UserId } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { pagedList, pageQuery } from './list-query.ts';
import { messages } from './messages.ts';
import { SESSION_STATUSES } from './session-rules.ts';

/** Session type and mode of the admin's Add New form (student spec §3). The spec spells 'Offine Session'. */
export const SESSION_TYPES = ['Classroom', 'Practical'] as const;
export const SESSION_MODES = ['Online Session', 'Offine Session'] as const;
export const SESSION_FACILITIES = ['AC', 'Fan', 'Cooler', 'Refrigerator'] as const;

export const SessionStatusEnum = z.enum(SESSION_STATUSES);

/** An instant as the API carries it: ISO 8601 with a zone (`2026-11-24T06:30:00.000Z`). */
export const Instant = z.iso.datetime({ offset: true, error: messages.invalidDate });

/** A teacher or student named on a session (student spec §3: with userID, email). */
export const SessionPersonDto = z.object({ userID: z.string(), email: z.string(), name: z.string() });
export type SessionPersonDto = z.infer<typeof SessionPersonDto>;

export const SessionModeDto = z.object({
  mode: z.enum(SESSION_MODES),
  address: z.string(),
  facilities: z.array(z.enum(SESSION_FACILITIES)),
});

/**
 * Session (student spec §3). `link` is the class link, set once ACCEPTED. A student sees only
 * themselves in `student` and `studentEmails`; `studentCount` is the whole class.
 */
export const SessionDto = z.object({
  _id: z.string(),
  sessionID: z.string(),
  title: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  topics: z.array(z.string()),
  topic: z.string(),
  chapter: z.string(),
  desc: z.string(),
  start: z.string(),
  end: z.string(),
  status: SessionStatusEnum,
  role: z.string(),
  createdBy: z.string(),
  createDate: z.string(),
  link: z.string().nullable(),
  requestedTeacher: z.array(SessionPersonDto),
  rejectedTeacher: z.array(SessionPersonDto),
  acceptedTeacher: z.array(SessionPersonDto),
  studentEmails: z.array(z.string()),
  student: z.array(SessionPersonDto),
  studentCount: z.number(),
  sessionType: z.enum(SESSION_TYPES).nullable(),
  sessionMode: SessionModeDto.nullable(),
  feedback: z.string().nullable(),
  rating: z.number().nullable(),
});
export type SessionDto = z.infer<typeof SessionDto>;

/** A teacher named in a request: the server re-reads them and keeps only teachers of the subject. */
const TeacherRef = z.object({ userID: UserId, email: z.string().max(254).optional() });
const SessionId = z.string().min(1).max(64);
const CurriculumCodes = z.union([RequiredText(120), z.array(RequiredText(120)).max(50)]);

/**
 * Request A Session (student) or Add New (admin calendar). Students name topic, chapter and the
 * message (`desc`), all 'Required' (student spec §5); with no teacher chosen every teacher of the
 * curriculum and subject is asked. The server checks the window (session-rules.ts).
 */
export const SessionInsertInput = z.object({
  title: z.string().trim().max(200).optional(),
  requestedTeacher: z.array(TeacherRef).max(50).default([]),
  curriculum: z.string().max(200).optional(),
  curriculumCode: RequiredText(120),
  subject: RequiredText(200),
  topics: z.array(z.string().trim().max(200)).max(50).default([]),
  topic: z.string().trim().max(200).optional(),
  chapter: z.string().trim().max(200).optional(),
  desc: z.string().max(20_000).default(''),
  start: Instant,
  end: Instant,
  /** Ignored: the server stamps these from its clock and the token. */
  createDate: z.string().max(40).optional(),
  createdBy: z.string().max(254).optional(),
  role: z.string().max(40).optional(),
  sessionType: z.enum(SESSION_TYPES).optional(),
  sessionMode: z
    .object({
      mode: z.enum(SESSION_MODES),
      address: z.string().trim().max(500).default(''),
      facilities: z.array(z.enum(SESSION_FACILITIES)).max(4).default([]),
    })
    .optional(),
});
export type SessionInsertInput = z.input<typeof SessionInsertInput>;

export const sessionInsert = endpoint({
  method: 'POST',
  path: '/sessionInsert',
  access: ['student', ...STAFF_ROLES],
  summary: 'A student requests a session (PENDING), or an admin adds one from the calendar',
  body: SessionInsertInput,
  response: ok({ message: z.string(), data: SessionDto }),
});

export const sessionUpdate = endpoint({
  method: 'POST',
  path: '/sessionUpdate',
  access: ['student'],
  summary: "A student's feedback and 1-5 rating on an accepted session of theirs that is over",
  body: z.object({
    sessionID: SessionId,
    sender_id: UserId.optional(),
    feedback: z.string().trim().max(2000).optional(),
    rating: z.number().int().min(1).max(5).optional(),
  }),
  response: ok({ message: z.string(), data: SessionDto }),
});

/** When: `upcoming` (end not yet passed), `completed` (ended), or all. */
export const SessionCondition = z.enum(['upcoming', 'completed', 'all']);

export const getAllSessions = endpoint({
  method: 'POST',
  path: '/getAllSessions',
  access: ['student', 'teacher', ...STAFF_ROLES],
  summary:
    "The calendar's sessions by role: a student's curricula ACCEPTED only; a teacher's requests; everything for admins",
  body: z.object({
    role: z.string().max(40).optional(),
    curriculumCode: CurriculumCodes.optional(),
    email: z.string().max(254).optional(),
    condition: SessionCondition.optional(),
    limit: z.number().int().min(1).max(500).optional(),
  }),
  response: ok({ data: z.array(SessionDto) }),
});

export const helpFromTutor = endpoint({
  method: 'POST',
  path: '/helpFromTutor',
  access: ['student'],
  summary:
    "The student's own requests, soonest first and paged: PENDING = Open (not accepted yet, rejected ones included), ACCEPTED = Scheduled",
  body: z
    .object({
      role: z.string().max(40).optional(),
      createdBy: z.string().max(254).optional(),
      status: z.enum(['PENDING', 'ACCEPTED']),
      curriculumCode: CurriculumCodes.optional(),
      condition: SessionCondition.optional(),
    })
    .extend(pageQuery.shape),
  response: pagedList(SessionDto),
});

export const getSessionByID = endpoint({
  method: 'POST',
  path: '/getSessionByID',
  access: ['student', 'teacher', ...STAFF_ROLES],
  summary: 'One session (session-preview, calendar modal) if the caller may see it',
  body: z.object({ sessionID: SessionId, curriculumCode: z.string().max(120).optional(), userID: UserId.optional() }),
  response: ok({ data: SessionDto }),
});

export const TeacherDto = z.object({
  _id: z.string(),
  userID: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type TeacherDto = z.infer<typeof TeacherDto>;

export const teachers = endpoint({
  method: 'POST',
  path: '/teachers',
  access: ['student', 'teacher', ...STAFF_ROLES],
  summary: 'The active teachers of a curriculum and subject (whom a request may ask)',
  body: z.object({ curriculumCode: RequiredText(120), subject: RequiredText(200) }),
  response: ok({ data: z.array(TeacherDto) }),
});

export const getSessionByCode = endpoint({
  method: 'POST',
  path: '/getSessionByCode',
  access: ['student', 'teacher', ...STAFF_ROLES],
  summary: 'The ACCEPTED sessions of one curriculum the caller belongs to, soonest first and paged',
  body: z.object({ curriculumCode: RequiredText(120) }).extend(pageQuery.shape),
  response: pagedList(SessionDto),
});

const StudentSessionList = z.object({
  curriculumCode: CurriculumCodes.optional(),
  limit: z.number().int().min(1).max(100).optional(),
});

export const getAllUpcomingSessions = endpoint({
  method: 'POST',
  path: '/getAllUpcomingSessions',
  access: ['student'],
  summary: "The student's ACCEPTED sessions that have not ended, soonest first",
  body: StudentSessionList,
  response: ok({ data: z.array(SessionDto) }),
});

export const getAllCompletedSessions = endpoint({
  method: 'POST',
  path: '/getAllCompletedSessions',
  access: ['student'],
  summary: "The student's ACCEPTED sessions that have ended, latest first",
  body: StudentSessionList,
  response: ok({ data: z.array(SessionDto) }),
});

/**
 * A decision (student spec §4, admin spec §4). The teacher decides for themselves; the server reads
 * the session's lists, never the client's. An admin may name `acceptedTeacher` (teachers of the
 * subject) when accepting; otherwise the requested teachers stay.
 */
export const SessionStatusInput = z.object({
  sessionID: SessionId,
  status: z.enum(['ACCEPTED', 'REJECTED']),
  title: z.string().max(200).optional(),
  start: z.string().max(40).optional(),
  end: z.string().max(40).optional(),
  studentEmails: z.array(z.string().max(254)).max(1000).optional(),
  email: z.string().max(254).optional(),
  role: z.string().max(40).optional(),
  requestedTeacher: z.array(TeacherRef).max(50).optional(),
  rejectedTeacher: z.array(TeacherRef).max(50).optional(),
  acceptedTeacher: z.array(TeacherRef).max(50).optional(),
});

export const sessionStatus = endpoint({
  method: 'POST',
  path: '/sessionStatus',
  access: ['teacher', ...STAFF_ROLES],
  summary: 'Accept or reject a session: from PENDING or REJECTED, while its start is in the future',
  body: SessionStatusInput,
  response: ok({ message: z.string(), data: SessionDto }),
});

// Admin (admin spec §2 top bar and session-admin, §4 Inviting teachers, §7 inviteTeacher)

export const SessionBellItemDto = z.object({
  sessionID: z.string(),
  title: z.string(),
  start: z.string(),
  status: SessionStatusEnum,
  studentCount: z.number(),
});
export type SessionBellItemDto = z.infer<typeof SessionBellItemDto>;

export const getSessionBell = endpoint({
  method: 'GET',
  path: '/getSessionBell',
  access: STAFF_ROLES,
  summary: "The admin's session bell: upcoming sessions with more than 10 students",
  response: ok({ data: z.array(SessionBellItemDto) }),
});

export const getAdminSessions = endpoint({
  method: 'POST',
  path: '/getAdminSessions',
  access: STAFF_ROLES,
  summary: 'session-admin: sessions with more than 10 students, or every session with showAll; latest first, paged',
  body: z.object({ showAll: z.boolean().default(false) }).extend(pageQuery.shape),
  response: pagedList(SessionDto),
});

export const inviteTeacher = endpoint({
  method: 'POST',
  path: '/inviteTeacher',
  access: STAFF_ROLES,
  summary: 'Invite teachers of the subject to a session (they are asked, and told); start and end may move',
  body: z.object({
    sessionID: SessionId,
    acceptedTeacher: z.array(TeacherRef).min(1, messages.required).max(50),
    start: Instant,
    end: Instant,
  }),
  response: ok({ message: z.string(), data: SessionDto }),
});

/** The request form's defaults from the school's TIME_ZONE (student spec §9): caption 'GMT +5:30'. */
export const getSessionDefaults = endpoint({
  method: 'GET',
  path: '/getSessionDefaults',
  access: 'any',
  summary: "The school's time zone, its caption, the 15-minute step and a request's default window",
  response: ok({
    data: z.object({
      timeZone: z.string(),
      caption: z.string(),
      stepMinutes: z.number(),
      start: z.string(),
      end: z.string(),
    }),
  }),
});

// Calendar feed: a private iCalendar address per user (accepted sessions)

export const CalendarFeedDto = z.object({ url: z.string() });

export const getCalendarFeed = endpoint({
  method: 'GET',
  path: '/getCalendarFeed',
  access: ['student', 'teacher', ...STAFF_ROLES],
  summary: "The caller's private calendar feed address (made on first ask)",
  response: ok({ data: CalendarFeedDto }),
});

export const resetCalendarFeed = endpoint({
  method: 'POST',
  path: '/resetCalendarFeed',
  access: ['student', 'teacher', ...STAFF_ROLES],
  summary: 'A new calendar feed address; the old one stops working',
  response: ok({ message: z.string(), data: CalendarFeedDto }),
});

/** The feed itself is not JSON: `GET /api/calendar/<secret>.ics` answers text/calendar. */
export const CALENDAR_FEED_PATH = '/calendar';

export const sessionEndpoints = [
  sessionInsert,
  sessionUpdate,
  getAllSessions,
  helpFromTutor,
  getSessionByID,
  teachers,
  getSessionByCode,
  getAllUpcomingSessions,
  getAllCompletedSessions,
  sessionStatus,
  getSessionBell,
  getAdminSessions,
  inviteTeacher,
  getSessionDefaults,
  getCalendarFeed,
  resetCalendarFeed,
] as const;

/** Every read a session change can alter, on every screen and role (clients refresh these). */
export const SESSION_READS = [
  getAllSessions,
  helpFromTutor,
  getSessionByID,
  getAllUpcomingSessions,
  getAllCompletedSessions,
  getSessionBell,
  getAdminSessions,
] as const;
