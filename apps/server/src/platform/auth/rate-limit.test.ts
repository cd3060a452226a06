import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createFailureLimiter, type FailureLimiter } from './rate-limit.ts';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());

const stores: [string, () => FailureLimiter][] = [
  ['memory', () => createFailureLimiter({ prefix: `t-${Math.random()}`, points: 3, windowSeconds: 60 })],
];
if (redis) {
  stores.push([
    'redis',
    () => createFailureLimiter({ prefix: `t-${Math.random()}`, points: 3, windowSeconds: 60, redis }),
  ]);
}

describe.each(stores)('failure limiter (%s)', (_name, make) => {
  it('blocks a key after the allowed failures and not before', async () => {
    const limiter = make();
    for (let i = 0; i < 2; i++) await limiter.fail('a');
    expect(await limiter.blockedFor('a')).toBe(0);
    await limiter.fail('a');
    expect(await limiter.blockedFor('a')).toBeGreaterThan(0);
    expect(await limiter.blockedFor('b')).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const limiter = make();
    for (let i = 0; i < 3; i++) await limiter.fail('a');
    await limiter.reset('a');
    expect(await limiter.blockedFor('a')).toBe(0);
  });
});
