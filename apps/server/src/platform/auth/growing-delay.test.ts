import { describe, expect, it } from 'vitest';
import { createGrowingDelay, delayAfter } from './growing-delay.ts';

describe('growing delay', () => {
  const now = 1_000_000;
  it('waits nothing up to the free failures, then 2 s, 4 s, 8 s after the latest, up to the cap', () => {
    expect(delayAfter(null, 5, 900, now)).toBe(0);
    expect(delayAfter({ count: 5, lastAt: now }, 5, 900, now)).toBe(0);
    expect(delayAfter({ count: 6, lastAt: now }, 5, 900, now)).toBe(2);
    expect(delayAfter({ count: 7, lastAt: now }, 5, 900, now)).toBe(4);
    expect(delayAfter({ count: 8, lastAt: now - 3000 }, 5, 900, now)).toBe(5);
    expect(delayAfter({ count: 40, lastAt: now }, 5, 900, now)).toBe(900);
    expect(delayAfter({ count: 6, lastAt: now - 2000 }, 5, 900, now)).toBe(0);
  });

  it('counts failures per key in memory', async () => {
    const delay = createGrowingDelay({ prefix: 't', free: 1, maxSeconds: 60, windowSeconds: 60 });
    await delay.fail('a');
    expect(await delay.waitFor('a')).toBe(0);
    await delay.fail('a');
    expect(await delay.waitFor('a')).toBe(2);
    expect(await delay.waitFor('b')).toBe(0);
  });
});
