import { NOTIFICATION_STREAM_PATH } from '@kaksha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { consumeStreamTicket } from './tickets.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/notifications/stream?ticket=...`: server-sent events for the ticket's user. The
 * ticket comes from the signed-in `POST /api/notifications/ticket`, as EventSource sends no headers.
 */
export function installNotificationStream(app: FastifyInstance, deps: AppDeps): void {
  const open = new Set<() => void>();
  // Streams never go idle: end them when the server stops, or closing would wait for them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(NOTIFICATION_STREAM_PATH, { schema: { hide: true } }, async (req, reply) => {
    const ticket = (req.query as { ticket?: unknown }).ticket;
    const userId = typeof ticket === 'string' ? await consumeStreamTicket(deps.db, ticket) : null;
    const [user] = userId
      ? await deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)))
          .limit(1)
      : [];
    if (!user) return reply.status(401).send({ status: false, message: 'Ask for a new stream ticket' });

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write('retry: 5000\n: connected\n\n');
    const unsubscribe = deps.events.subscribe(user.id, (event) => {
      res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.raw.on('close', end);
  });
}
