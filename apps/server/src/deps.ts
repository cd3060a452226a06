import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ActorResolver } from './http/actor.ts';
import type { GoogleVerifier } from './platform/auth/google.ts';
import type { GrowingDelay } from './platform/auth/growing-delay.ts';
import type { FailureLimiter } from './platform/auth/rate-limit.ts';
import type { TokenService } from './platform/auth/tokens.ts';
import type { EventBus } from './platform/live/event-bus.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { MailOutbox } from './platform/mail/outbox.ts';
import type { MeetingRooms } from './platform/meetings/meeting-rooms.ts';
import type { PaymentsSetup } from './platform/payments/create-payment-gateway.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import type { UrlSigner } from './platform/storage/signed-urls.ts';

/** What handlers may use; built once in main.ts (or by the test app) and passed down. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  actors: ActorResolver;
  /** Queue mail here, in the transaction of the change it belongs to; it is delivered after commit. */
  mail: MailOutbox;
  /** How queued mail leaves: SMTP (SMTP_URL) or the log. Only the outbox calls it. */
  mailer: Mailer;
  /** Uploaded files (DATA_DIR/uploads by default). */
  storage: FileStorage;
  /** Signed, expiring links to stored files: `fileUrls.urlFor(location)`. */
  fileUrls: UrlSigner;
  /** The app's logger; buildApp sets it, so adapters log like requests do. */
  log: FastifyBaseLogger;
  limiters: {
    /** Failed sign-ins per client address (one client guessing many accounts). */
    loginByAddress: FailureLimiter;
    /** Failed sign-ins per account and address (one client guessing one account). */
    loginByAccountAndAddress: FailureLimiter;
    /** Failed sign-ins per account from anywhere: a growing delay, skipped from the owner's usual addresses. */
    loginAccountDelay: GrowingDelay;
    /** Wrong current passwords when changing one's own password, per account (user id). */
    ownPasswordByAccount: FailureLimiter;
    /** Password-reset mails asked for, per client address and per e-mail. */
    accountMailByAddress: FailureLimiter;
    accountMailByEmail: FailureLimiter;
    /** Registrations and their identity uploads, per client address. */
    registrationByAddress: FailureLimiter;
    /** Wrong or expired verification and reset tokens, per client address. */
    tokenFailuresByAddress: FailureLimiter;
    /** Messages from the public contact page, per client address. */
    contactByAddress: FailureLimiter;
  };
  /** Proctoring video rooms (Jitsi at MEETING_BASE_URL). */
  meetings: MeetingRooms;
  /** Live events to users (notifications): in memory, or through Redis with REDIS_URL. */
  events: EventBus;
  /** Signs the private calendar feed addresses. */
  calendarFeedKey: string;
  /** Google ID token verification; null when GOOGLE_CLIENT_ID is not set (the button is hidden). */
  google: GoogleVerifier | null;
  /** Card payments: Razorpay (RAZORPAY_KEY_ID/SECRET) or the built-in test gateway. */
  payments: PaymentsSetup;
}
