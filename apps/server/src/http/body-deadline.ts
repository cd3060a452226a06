import type { FastifyInstance } from 'fastify';

export interface BodyDeadlines {
  /** Milliseconds a JSON (or any non-upload) body may take to arrive in full. */
  bodyMs: number;
  /** Milliseconds a multipart upload may take: a large video on a slow line needs minutes. */
  uploadMs: number;
}

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;

/**
 * Cuts off a request whose body arrives too slowly. Node's idle timeout resets on every byte, so
 * a body trickled in a byte at a time would hold a connection (and a parser) for ever; this
 * deadline counts from the request's start to its body's last byte. The connection is answered
 * 408 and closed: nothing of the request reached a handler with a half body.
 */
export function installBodyDeadline(app: FastifyInstance, limits: BodyDeadlines): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.raw.complete || !hasBody(req.headers)) return;
    const upload = String(req.headers['content-type'] ?? '').startsWith('multipart/');
    const timer = setTimeout(
      () => {
        const socket = req.raw.socket;
        if (!socket || socket.destroyed) return;
        req.log.warn({ upload }, 'request body too slow: connection closed');
        if (reply.raw.headersSent || !socket.writable) return void socket.destroy();
        socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
          socket.destroy(),
        );
      },
      upload ? limits.uploadMs : limits.bodyMs,
    );
    timer.unref();
    const done = () => clearTimeout(timer);
    req.raw.once('end', done);
    req.raw.once('close', done);
    reply.raw.once('close', done);
  });
}
