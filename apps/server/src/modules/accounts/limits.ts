import { messages } from '@kaksha/contracts/messages';
import { tooMany } from '../../http/errors.ts';
import type { FailureLimiter } from '../../platform/auth/rate-limit.ts';

/** Counts one request against a limit; past it, 429 until the window ends. */
export async function countRequest(limiter: FailureLimiter, key: string): Promise<void> {
  await refuseWhenBlocked(limiter, key);
  await limiter.fail(key);
}

/** 429 when the key is over its limit (failures are counted by the caller). */
export async function refuseWhenBlocked(limiter: FailureLimiter, key: string): Promise<void> {
  const wait = await limiter.blockedFor(key);
  if (wait > 0) throw tooMany(messages.tooManyRequests, wait);
}
