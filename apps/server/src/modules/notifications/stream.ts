import { NOTIFICATION_STREAM_PATH } from '@kaksha/contracts/notifications';
import type { FastifyInstance } from 'fastify';
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
    const holder = typeof ticket === 'string' ? await consumeStreamTicket(deps.db, ticket) : null;
    const refuse = () => reply.status(401).send({ status: false, message: 'Ask for a new stream ticket' });
    if (!holder) return refuse();
    const { userId, signInId } = holder;
    // The stream lives no longer than the sign-in its ticket was issued to.
    const admitted = async () => deps.actors.isAdmitted(userId, signInId);
    if (!(await admitted())) return refuse();

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
    const unsubscribe = deps.events.subscribe(userId, (event) => {
      res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    });
    // Signing out, being deactivated or the sign-in expiring ends the stream: at once on a
    // `forget` note for this user, and at the latest at the next heartbeat.
    const endUnlessAdmitted = () =>
      admitted().then(
        (ok) => (ok ? undefined : end()),
        () => end(),
      );
    const stopWatching = deps.actors.onForget((forgotten) => {
      if (forgotten === userId) void endUnlessAdmitted();
    });
    const heartbeat = setInterval(() => {
      res.write(': ping\n\n');
      void endUnlessAdmitted();
    }, HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      stopWatching();
      open.delete(end);
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.raw.on('close', end);
  });
}
