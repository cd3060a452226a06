import type { FastifyInstance } from 'fastify';

/**
 * One log line a request, when it is answered: what was asked, by whom (address), the status
 * and the time taken. Fastify's own logging writes two (one on arrival, one on answer), which on
 * the exam's save was a tenth of the server's work. A request that fails is also logged by the
 * error handler, with its cause.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      {
        req: { method: req.method, url: req.url, remoteAddress: req.ip },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
}
