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
import { createFailureLimiter } from './platform/auth/rate-limit.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createOutboxMailer } from './platform/mail/outbox-mailer.ts';
import { createSmtpMailer } from './platform/mail/smtp-mailer.ts';
import { createJitsiRooms } from './platform/meetings/meeting-rooms.ts';
import { createLocalStorage } from './platform/storage/file-storage.ts';
import { createUrlSigner } from './platform/storage/signed-urls.ts';

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
  // The outbox logs through whatever logger the app has by the time a mail is sent.
  const mailer: Mailer = smtp ?? createOutboxMailer(db, () => deps.log);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const window = config.LOGIN_WINDOW_SECONDS;
  const deps: AppDeps = {
    config,
    db,
    tokens,
    actors: createActorResolver(db, tokens),
    mailer,
    storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
    // A key of its own for links, derived so that one secret serves every instance.
    fileUrls: createUrlSigner(crypto.createHmac('sha256', secret).update('file-urls').digest('hex')),
    log: pino({ level: 'silent' }),
    limiters: {
      loginByAccount: createFailureLimiter({
        prefix: 'login-acct',
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
    },
    meetings: createJitsiRooms(config.MEETING_BASE_URL),
    google: config.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({
          clientId: config.GOOGLE_CLIENT_ID,
          issuer: config.GOOGLE_ISSUER,
          jwksUrl: config.GOOGLE_JWKS_URL,
        })
      : null,
  };
  return {
    deps,
    close: async () => {
      redis?.disconnect();
      smtp?.close();
    },
  };
}
