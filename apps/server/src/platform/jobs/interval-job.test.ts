import { describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

const quietLog = { error: vi.fn() };

describe('interval job', () => {
  it('runs at once, then on every tick, never overlapping, and stops after the run in flight', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => {};
    const job = startIntervalJob({
      name: 'test',
      everyMs: 1000,
      log: quietLog,
      run: async () => {
        runs++;
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        running--;
      },
    });
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    const stopping = job.stop();
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    vi.useRealTimers();
  });

  it('logs a failed run and keeps going', async () => {
    vi.useFakeTimers();
    const log = { error: vi.fn() };
    let runs = 0;
    const job = startIntervalJob({
      name: 'deadlines',
      everyMs: 1000,
      log,
      run: async () => {
        runs++;
        throw new Error('database away');
      },
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(3);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'deadlines failed');
    await job.stop();
    vi.useRealTimers();
  });
});
