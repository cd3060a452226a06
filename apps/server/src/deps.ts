import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ActorResolver } from './http/actor.ts';
import type { FailureLimiter } from './platform/auth/rate-limit.ts';
import type { TokenService } from './platform/auth/tokens.ts';

/** What handlers may use; built once in main.ts (or by the test app) and passed down. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  actors: ActorResolver;
  limiters: {
    loginByAccount: FailureLimiter;
    loginByAddress: FailureLimiter;
  };
}
