import crypto from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { settings } from './db/schema/index.ts';
import type { AppDeps } from './deps.ts';
import { createActorResolver } from './http/actor.ts';
import { createGoogleVerifier } from './platform/auth/google.ts';
import { createGrowingDelay } from './platform/auth/growing-delay.ts';
import { createFailureLimiter } from './platform/auth/rate-limit.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import { createMemoryBroadcast, createRedisBroadcast } from './platform/live/broadcast.ts';
import { createMemoryEventBus, createRedisEventBus } from './platform/live/event-bus.ts';
import { createLogMailer } from './platform/mail/log-mailer.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createMailOutbox } from './platform/mail/outbox.ts';
import { createSmtpMailer } from './platform/mail/smtp-mailer.ts';
import { createJitsiRooms } from './platform/meetings/meeting-rooms.ts';
import { createPaymentGateway } from './platform/payments/create-payment-gateway.ts';
import { createLocalStorage, type FileStorage } from './platform/storage/file-storage.ts';
import { createS3Client, createS3Storage } from './platform/storage/s3-storage.ts';
import { createUrlSigner } from './platform/storage/signed-urls.ts';

/** Uploads: the S3-compatible bucket when S3_BUCKET is set, else the DATA_DIR/uploads folder. */
export function createStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.dataDir, 'uploads'));
  const client = createS3Client({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  return createS3Storage(client, config.S3_BUCKET);
}

/** The signing secret: JWT_SECRET if set, else one generated once and kept in the database. */
async function signingSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const generated = crypto.randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret')).limit(1);
  return String(row?.value ?? generated);
}

export interface CreatedDeps {
  deps: AppDeps;
  close(): Promise<void>;
}

export async function createDeps(config: Config, db: Db): Promise<CreatedDeps> {
  const secret = await signingSecret(db, config.JWT_SECRET);
  const tokens = createTokenService(secret, config.TOKEN_TTL);
  const smtp = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : undefined;
  // Both log through whatever logger the app has by the time a mail is sent.
  const mailer: Mailer = smtp ?? createLogMailer(() => deps.log);
  const mail = createMailOutbox(
    db,
    () => deps.mailer,
    () => deps.log,
  );
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const window = config.LOGIN_WINDOW_SECONDS;
  const events = redis
    ? createRedisEventBus(redis, (error) => deps.log.error({ err: error }, 'live events through Redis failed'))
    : createMemoryEventBus();
  // Cached actors are forgotten on every instance when a user changes or a sign-in ends.
  const forgetUsers = redis
    ? createRedisBroadcast(redis, 'kaksha:forget-user', (error) =>
        deps.log.error({ err: error }, 'Redis broadcast failed'),
      )
    : createMemoryBroadcast();
  await forgetUsers.ready();
  const deps: AppDeps = {
    config,
    db,
    tokens,
    actors: createActorResolver(db, tokens, {
      broadcast: forgetUsers,
      onError: (error) => deps.log.error({ err: error }, 'recording when a sign-in was last seen failed'),
    }),
    mail,
    mailer,
    storage: createStorage(config),
    // A key of its own for links, derived so that one secret serves every instance.
    fileUrls: createUrlSigner(crypto.createHmac('sha256', secret).update('file-urls').digest('hex')),
    log: pino({ level: 'silent' }),
    limiters: {
      loginByAccountAndAddress: createFailureLimiter({
        prefix: 'login-acct-addr',
        points: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        windowSeconds: window,
        redis,
      }),
      loginAccountDelay: createGrowingDelay({
        prefix: 'login-acct-delay',
        free: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        maxSeconds: window,
        windowSeconds: window,
        redis,
      }),
      ownPasswordByAccount: createFailureLimiter({
        prefix: 'own-password',
        points: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        windowSeconds: window,
        redis,
      }),
      loginByAddress: createFailureLimiter({
        prefix: 'login-addr',
        points: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
        windowSeconds: window,
        redis,
      }),
      // A school on one network registers and resets together: per-address limits stay generous.
      accountMailByAddress: createFailureLimiter({ prefix: 'mail-addr', points: 20, windowSeconds: 900, redis }),
      accountMailByEmail: createFailureLimiter({ prefix: 'mail-email', points: 3, windowSeconds: 900, redis }),
      registrationByAddress: createFailureLimiter({ prefix: 'register-addr', points: 60, windowSeconds: 3600, redis }),
      tokenFailuresByAddress: createFailureLimiter({ prefix: 'token-addr', points: 20, windowSeconds: 900, redis }),
      // A person writes a few messages; more from one address in an hour is someone flooding the admins.
      contactByAddress: createFailureLimiter({ prefix: 'contact-addr', points: 5, windowSeconds: 3600, redis }),
    },
    meetings: createJitsiRooms(config.MEETING_BASE_URL),
    events,
    calendarFeedKey: crypto.createHmac('sha256', secret).update('calendar-feeds').digest('hex'),
    google: config.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({
          clientId: config.GOOGLE_CLIENT_ID,
          issuer: config.GOOGLE_ISSUER,
          jwksUrl: config.GOOGLE_JWKS_URL,
        })
      : null,
    payments: createPaymentGateway(config, db, secret),
  };
  return {
    deps,
    close: async () => {
      await mail.stop();
      await events.close();
      await forgetUsers.close();
      redis?.disconnect();
      smtp?.close();
    },
  };
}
