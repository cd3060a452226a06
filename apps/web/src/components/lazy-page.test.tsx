import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadWhenIdle } from './lazy-page.tsx';

afterEach(() => vi.useRealTimers());

describe('preloadWhenIdle', () => {
  it("loads each lazy screen's code once, one after another, and nothing else", async () => {
    vi.useFakeTimers();
    const loads: string[] = [];
    const page = (name: string) =>
      lazyPage(async () => {
        loads.push(name);
        return { Screen: () => null };
      }, 'Screen');
    const first = page('first');
    const second = page('second');
    const eager = () => null;
    preloadWhenIdle([first, eager, second, first]);
    expect(loads).toEqual([]);
    await vi.runAllTimersAsync();
    expect(loads).toEqual(['first', 'second']);
  });

  it('loads nothing more once cancelled', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ({ Screen: () => null }));
    const cancel = preloadWhenIdle([lazyPage(load, 'Screen')]);
    cancel();
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });
});
