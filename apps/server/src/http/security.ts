import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a Content-Security-Policy that allows only our own origin by default.
 * Helmet's middleware is built once here: the Fastify plugin built it again on every request,
 * parsing the policy each time (about 2 % of the server's CPU on the exam's save).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Razorpay's checkout.js, loaded only when Razorpay is configured and a student buys.
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://checkout.razorpay.com'],
        // Mantine writes style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/', 'https://lumberjack.razorpay.com'],
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/', 'https://api.razorpay.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The headers depend on nothing of the request: helmet is run once, against a recorder, and each
  // answer gets them as one object that Fastify writes with its own headers (a route's own header
  // of the same name, as the certificate's frame policy, still wins), instead of a dozen
  // setHeader calls each (about 3 % of the server's CPU on the exam's calls).
  const headers = recordHeaders(setHeaders);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

type HelmetMiddleware = ReturnType<typeof helmet>;

/** What helmet sets on an answer, as a plain object. */
function recordHeaders(setHeaders: HelmetMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
