import crypto from 'node:crypto';
import { CALENDAR_FEED_PATH } from '@kaksha/contracts/sessions';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { feedCalendar } from './feed-calendar.ts';
import { feedSessions, feedTests, feedUserAt } from './feed-queries.ts';

export { feedVersion } from './feed-queries.ts';

/**
 * A private feed address is `<user>.<version>.<signature>`: nothing secret is stored, the address
 * can be shown again at any time, and a reset (a new version) makes every older address fail.
 */
const sign = (key: string, userId: string, version: number) =>
  crypto.createHmac('sha256', key).update(`calendar:${userId}:${version}`).digest('base64url');

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
  return feedUserAt(deps.db, userId, version);
}

/**
 * `GET /api/calendar/<token>.ics`: the iCalendar feed (sessions and test windows) for Google
 * Calendar, Outlook and others.
 */
export function installCalendarFeed(app: FastifyInstance, deps: AppDeps): void {
  app.get(`/api${CALENDAR_FEED_PATH}/:file`, { schema: { hide: true } }, async (req, reply) => {
    const file = (req.params as { file: string }).file;
    const user = file.endsWith('.ics') ? await userOfToken(deps, file.slice(0, -4)) : null;
    if (!user) return reply.status(404).send({ status: false, message: 'Not found' });
    const [sessions, tests] = await Promise.all([feedSessions(deps.db, user), feedTests(deps.db, user)]);
    const text = feedCalendar({ sessions, tests, timeZone: deps.config.TIME_ZONE });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(text);
  });
}
