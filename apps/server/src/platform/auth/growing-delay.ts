import type { Redis } from 'ioredis';
import { TtlCache } from '../cache/ttl-cache.ts';

/**
 * Slows guessing down without locking anyone out: after `free` failures of a key, the next
 * attempt must wait 2 s, then 4 s, 8 s... after the latest failure, up to `maxSeconds`. The count
 * is forgotten `windowSeconds` after the latest failure. With Redis the count is shared by
 * every instance.
 */
export interface GrowingDelay {
  /** Seconds still to wait before the next attempt, else 0. */
  waitFor(key: string): Promise<number>;
  fail(key: string): Promise<void>;
}

interface Failures {
  count: number;
  lastAt: number;
}

export function delayAfter(failures: Failures | null, free: number, maxSeconds: number, now = Date.now()): number {
  if (!failures || failures.count <= free) return 0;
  const delayMs = Math.min(2 ** (failures.count - free) * 1000, maxSeconds * 1000);
  return Math.max(0, Math.ceil((failures.lastAt + delayMs - now) / 1000));
}

export function createGrowingDelay(opts: {
  prefix: string;
  free: number;
  maxSeconds: number;
  windowSeconds: number;
  redis?: Redis;
}): GrowingDelay {
  const store = opts.redis ? redisStore(opts.redis, opts.prefix, opts.windowSeconds) : memoryStore(opts.windowSeconds);
  return {
    waitFor: async (key) => delayAfter(await store.read(key), opts.free, opts.maxSeconds),
    fail: (key) => store.add(key),
  };
}

interface FailureStore {
  read(key: string): Promise<Failures | null>;
  add(key: string): Promise<void>;
}

function memoryStore(windowSeconds: number): FailureStore {
  // The window restarts at each failure, as Redis's EXPIRE does; bounded, so a flood of made-up
  // keys cannot grow it forever.
  const entries = new TtlCache<Failures>(windowSeconds * 1000, 100_000);
  return {
    read: async (key) => entries.get(key) ?? null,
    async add(key) {
      entries.set(key, { count: (entries.get(key)?.count ?? 0) + 1, lastAt: Date.now() });
    },
  };
}

function redisStore(redis: Redis, prefix: string, windowSeconds: number): FailureStore {
  const keyOf = (key: string) => `${prefix}:${key}`;
  return {
    async read(key) {
      const [count, lastAt] = await redis.hmget(keyOf(key), 'count', 'lastAt');
      return count && lastAt ? { count: Number(count), lastAt: Number(lastAt) } : null;
    },
    async add(key) {
      await redis
        .multi()
        .hincrby(keyOf(key), 'count', 1)
        .hset(keyOf(key), 'lastAt', String(Date.now()))
        .expire(keyOf(key), windowSeconds)
        .exec();
    },
  };
}
