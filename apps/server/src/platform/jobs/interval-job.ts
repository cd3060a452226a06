import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../http/loggable-error.ts';

export interface IntervalJob {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once and then every `everyMs`, never two runs at a time. A failed run is logged
 * and the next one tries again, so a database hiccup does not stop the job.
 */
export function startIntervalJob(opts: {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error'>;
}): IntervalJob {
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    current = opts
      .run()
      .then(
        () => undefined,
        (e: unknown) => opts.log.error({ err: loggableError(e) }, `${opts.name} failed`),
      )
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, opts.everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
