import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Counts failures per key; past `points` in `windowSeconds` the key is blocked until the window ends. */
export interface FailureLimiter {
  /** Seconds to wait when blocked, else 0. */
  blockedFor(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createFailureLimiter(opts: {
  prefix: string;
  points: number;
  windowSeconds: number;
  redis?: Redis;
}): FailureLimiter {
  const base = { keyPrefix: opts.prefix, points: opts.points, duration: opts.windowSeconds };
  const limiter: RateLimiterAbstract = opts.redis
    ? new RateLimiterRedis({ ...base, storeClient: opts.redis })
    : new RateLimiterMemory(base);
  return {
    async blockedFor(key) {
      const res = await limiter.get(key);
      if (!res || res.consumedPoints < opts.points) return 0;
      return Math.ceil(res.msBeforeNext / 1000);
    },
    async fail(key) {
      try {
        await limiter.consume(key);
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
      }
    },
    reset: async (key) => {
      await limiter.delete(key);
    },
  };
}
