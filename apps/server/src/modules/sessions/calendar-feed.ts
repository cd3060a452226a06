import crypto from 'node:crypto';
import { CALENDAR_FEED_PATH } from '@kaksha/contracts';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ical from 'ical-generator';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, tutoringSessions, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { holds } from './queries.ts';

/**
 * A private feed address is `<user>.<version>.<signature>`: nothing secret is stored, the address
 * can be shown again at any time, and a reset (a new version) makes every older address fail.
 */
const sign = (key: string, userId: string, version: number) =>
  crypto.createHmac('sha256', key).update(`calendar:${userId}:${version}`).digest('base64url');

export async function feedVersion(db: Db, userId: string, reset = false): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, version: 1 })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: reset
        ? { version: sql`${calendarFeeds.version} + 1`, updatedAt: new Date() }
        : { version: sql`${calendarFeeds.version}` },
    })
    .returning({ version: calendarFeeds.version });
  return row?.version ?? 1;
}

export function feedUrl(deps: AppDeps, userId: string, version: number): string {
  const token = `${userId}.${version}.${sign(deps.calendarFeedKey, userId, version)}`;
  return `${deps.config.publicUrl}/api${CALENDAR_FEED_PATH}/${token}.ics`;
}

async function userOfToken(deps: AppDeps, token: string) {
  const [userId, versionText, signature] = token.split('.');
  const version = Number(versionText);
  if (!userId || !signature || !Number.isInteger(version)) return null;
  const expected = Buffer.from(sign(deps.calendarFeedKey, userId, version));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const [row] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .innerJoin(calendarFeeds, eq(calendarFeeds.userId, users.id))
    .where(
      and(eq(users.id, userId), eq(calendarFeeds.version, version), eq(users.isActive, true), isNull(users.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

/** The accepted sessions a user takes part in (staff: every accepted session), from 30 days back. */
async function feedSessions(db: Db, user: { id: string; role: string }) {
  const since = new Date(Date.now() - 30 * 86_400_000);
  const mine =
    user.role === 'student'
      ? holds(tutoringSessions.students, user.id)
      : user.role === 'teacher'
        ? or(holds(tutoringSessions.acceptedTeacher, user.id), holds(tutoringSessions.requestedTeacher, user.id))
        : user.role === 'admin' || user.role === 'superadmin'
          ? undefined
          : eq(tutoringSessions.id, '');
  return db
    .select()
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.status, 'ACCEPTED'), gt(tutoringSessions.end, since), mine))
    .orderBy(asc(tutoringSessions.start))
    .limit(1000);
}

/** `GET /api/calendar/<token>.ics`: the iCalendar feed for Google Calendar, Outlook and others. */
export function installCalendarFeed(app: FastifyInstance, deps: AppDeps): void {
  app.get(`/api${CALENDAR_FEED_PATH}/:file`, { schema: { hide: true } }, async (req, reply) => {
    const file = (req.params as { file: string }).file;
    const user = file.endsWith('.ics') ? await userOfToken(deps, file.slice(0, -4)) : null;
    if (!user) return reply.status(404).send({ status: false, message: 'Not found' });
    const calendar = ical({ name: 'Kaksha', timezone: deps.config.TIME_ZONE, ttl: 3600 });
    for (const s of await feedSessions(deps.db, user)) {
      calendar.createEvent({
        id: `${s.id}@kaksha`,
        start: s.start,
        end: s.end,
        summary: s.title,
        description: `${s.curriculum} · ${s.subject}${s.topic ? ` · ${s.topic}` : ''}${s.link ? `\n${s.link}` : ''}`,
        location: s.sessionMode?.mode === 'Offine Session' ? s.sessionMode.address : (s.link ?? undefined),
        url: s.link ?? undefined,
      });
    }
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(calendar.toString());
  });
}
