import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import { endpoints } from '@kaksha/contracts/all-endpoints';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { AppDeps } from './deps.ts';
import { installBodyDeadline } from './http/body-deadline.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installFileRoute } from './http/file-route.ts';
import { mountEndpoints } from './http/mount.ts';
import { installOpenApi } from './http/openapi.ts';
import { installControlCharacterGuard } from './http/refuse-control-characters.ts';
import { installRequestLog } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security.ts';
import { installWebApp } from './http/web-app.ts';
import { installCertificatePdf } from './modules/certificates/pdf-route.ts';
import { implementations } from './modules/index.ts';
import { installNotificationStream } from './modules/notifications/stream.ts';
import { installRazorpayWebhook } from './modules/payments/razorpay-webhook-route.ts';
import { installCalendarFeed } from './modules/sessions/calendar-feed.ts';
import { installTestGatewayRoutes } from './platform/payments/test-gateway-routes.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * JSON lines for log collectors; readable lines when a person watches a terminal. The lines are
 * written without blocking: under load the lines waiting for one write go out together (pino
 * writes what is left when the process exits), instead of one blocking write per line.
 */
function loggerOptions(level: string) {
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  return pretty
    ? { level, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
    : { level, stream: pino.destination({ dest: 1, sync: false }) };
}

export interface BuildOptions {
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what a request wrote to the log). */
  logStream?: { write(line: string): void };
  /** Readiness probe; main.ts answers false while shutting down. */
  isReady?: () => boolean;
}

/** The whole HTTP application. main.ts listens with it; tests call it with `inject`. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logStream
      ? { level: 'info', stream: opts.logStream }
      : opts.logger === false
        ? false
        : loggerOptions(deps.config.LOG_LEVEL),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A socket silent this long is closed (the notification stream pings every 25 s).
    connectionTimeout: 120_000,
    // Longer than the usual proxy's 60 s, so the proxy, not Kaksha, closes an idle kept-alive socket.
    keepAliveTimeout: 72_000,
    // Node's own cap on receiving a whole request; the body deadline below is the finer one.
    requestTimeout: (deps.config.UPLOAD_TIMEOUT_SECONDS + 60) * 1000,
    return503OnClosing: true,
    // Idle keep-alive sockets are closed on stop; requests in flight are finished first.
    forceCloseConnections: 'idle',
    // One line a request, written when it is answered (installRequestLog), not two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  deps.log = app.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While stopping, answers close their connection, so keep-alive clients do not hold the stop up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
  });

  installRequestLog(app);
  installErrorHandler(app);
  installControlCharacterGuard(app);
  installBodyDeadline(app, {
    bodyMs: deps.config.BODY_TIMEOUT_SECONDS * 1000,
    uploadMs: deps.config.UPLOAD_TIMEOUT_SECONDS * 1000,
  });
  installSecurityHeaders(app);
  await installOpenApi(app);

  app.get('/healthz', { logLevel: 'warn', schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn', schema: { hide: true } }, async (_req, reply) => {
    if (opts.isReady && !opts.isReady()) return reply.status(503).send({ status: 'stopping' });
    await deps.db.execute('select 1');
    return { status: 'ready' };
  });

  // Each upload endpoint sets its own size limit when it reads the file (receiveUpload).
  await app.register(multipart, { limits: { fields: 20, fieldSize: 64 * 1024, parts: 30 } });
  installFileRoute(app, deps);
  installNotificationStream(app, deps);
  installCalendarFeed(app, deps);
  installRazorpayWebhook(app, deps);
  if (deps.payments.testGateway) installTestGatewayRoutes(app, deps.payments.testGateway);
  installCertificatePdf(app, deps);
  mountEndpoints(app, deps, endpoints, implementations);
  await installWebApp(app, deps.config.WEB_DIST ? path.resolve(deps.config.WEB_DIST) : defaultWebDist);
  return app;
}
