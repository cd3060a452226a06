import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ActorResolver } from './http/actor.ts';
import type { GoogleVerifier } from './platform/auth/google.ts';
import type { FailureLimiter } from './platform/auth/rate-limit.ts';
import type { TokenService } from './platform/auth/tokens.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { MeetingRooms } from './platform/meetings/meeting-rooms.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import type { UrlSigner } from './platform/storage/signed-urls.ts';

/** What handlers may use; built once in main.ts (or by the test app) and passed down. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  actors: ActorResolver;
  mailer: Mailer;
  /** Uploaded files (DATA_DIR/uploads by default). */
  storage: FileStorage;
  /** Signed, expiring links to stored files: `fileUrls.urlFor(location)`. */
  fileUrls: UrlSigner;
  /** The app's logger; buildApp sets it, so adapters log like requests do. */
  log: FastifyBaseLogger;
  limiters: {
    loginByAccount: FailureLimiter;
    loginByAddress: FailureLimiter;
    /** Password-reset mails asked for, per client address and per e-mail. */
    accountMailByAddress: FailureLimiter;
    accountMailByEmail: FailureLimiter;
    /** Registrations and their identity uploads, per client address. */
    registrationByAddress: FailureLimiter;
    /** Wrong or expired verification and reset tokens, per client address. */
    tokenFailuresByAddress: FailureLimiter;
  };
  /** Proctoring video rooms (Jitsi at MEETING_BASE_URL). */
  meetings: MeetingRooms;
  /** Google ID token verification; null when GOOGLE_CLIENT_ID is not set (the button is hidden). */
  google: GoogleVerifier | null;
}
