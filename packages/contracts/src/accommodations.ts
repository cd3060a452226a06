import { z } from 'zod';
import { UserId } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { messages } from './messages.ts';

const TestId = z.string().trim().min(1).max(100);

/** Extra minutes one student gets on one test: whole minutes, 1 to 600 (ten hours). */
export const ExtraMinutes = z.coerce
  .number({ error: messages.extraMinutesRange })
  .int(messages.extraMinutesRange)
  .min(1, messages.extraMinutesRange)
  .max(600, messages.extraMinutesRange);

/**
 * A student's extra time on one test. Both empty removes it. `endsAt` is a later personal end of
 * the window, an instant (the form turns the school's date and time into one).
 */
export const SetAccommodationBody = z.object({
  testID: TestId,
  userID: UserId,
  extraMinutes: ExtraMinutes.nullable().optional(),
  endsAt: z.iso.datetime({ offset: true, error: messages.enterDate }).nullable().optional(),
});
export type SetAccommodationBody = z.input<typeof SetAccommodationBody>;

/** The running (or finished) attempt of a student, with its own end. */
export const AccommodationAttemptDto = z.object({
  startedAt: z.string(),
  /** When this student's attempt ends: the window, their time limit and extra time decide. */
  endsAt: z.string(),
  submitted: z.boolean(),
});

/**
 * One student of the test who has something other than the usual: extra minutes, a later end, a
 * standing time multiplier, or an attempt (whose own end is shown, to add time while it runs).
 */
export const AccommodationDto = z.object({
  userID: z.string(),
  name: z.string(),
  email: z.string(),
  /** The student's standing multiplier of every timed test (1: the usual time). */
  timeMultiplier: z.number(),
  extraMinutes: z.number().nullable(),
  endsAt: z.string().nullable(),
  attempt: AccommodationAttemptDto.nullable(),
});
export type AccommodationDto = z.infer<typeof AccommodationDto>;

export const setAccommodation = endpoint({
  method: 'POST',
  path: '/setAccommodation',
  access: STAFF_ROLES,
  summary:
    "Sets a student's extra minutes and/or later personal end on a test (both empty: removes them). A running attempt's end moves at once and the student is told live",
  body: SetAccommodationBody,
  response: ok({ message: z.string(), data: AccommodationDto }),
});

export const getAccommodations = endpoint({
  method: 'POST',
  path: '/getAccommodations',
  access: STAFF_ROLES,
  summary:
    "The test's students with extra time, a standing multiplier or an attempt, each with their attempt's own end",
  body: z.object({ testID: TestId }),
  response: ok({
    data: z.array(AccommodationDto),
    /** The test's time limit in minutes (null: the window decides) and its window's end. */
    timeLimitMinutes: z.number().nullable(),
    windowEndsAt: z.string(),
  }),
});

/**
 * Server-sent event on the notification stream: the caller's attempt of `testID` now ends at
 * `endsAt` (extra time given while it runs). The test view moves its countdown without a reload.
 */
export const ATTEMPT_DEADLINE_EVENT = 'attemptDeadlineChanged';
export const AttemptDeadlineChanged = z.object({ testID: z.string(), endsAt: z.string() });
export type AttemptDeadlineChanged = z.infer<typeof AttemptDeadlineChanged>;

export const accommodationEndpoints = [setAccommodation, getAccommodations] as const;
