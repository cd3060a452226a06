import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers with a Content-Security-Policy that allows only our own origin by default. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}
