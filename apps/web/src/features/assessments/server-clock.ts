import { useEffect, useState } from 'react';

/**
 * How far the device's clock is behind the server's, from a `serverTime` the server sent and the
 * moment its answer arrived. A student's wrong clock must not open a test early or close it late.
 */
export const clockOffset = (serverTime: string | undefined, receivedAt: number): number => {
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  return Number.isFinite(server) && receivedAt > 0 ? server - receivedAt : 0;
};

/** The server's now, ticking every second (device clock corrected by `offsetMs`). */
export function useServerNow(offsetMs: number, tickMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), tickMs);
    return () => clearInterval(timer);
  }, [offsetMs, tickMs]);
  return now;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as `2 days 03:04:05` or `03:04:05`; `00:00:00` once passed. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${two(Math.floor((total % 86_400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  if (days === 0) return clock;
  return `${days} ${days === 1 ? 'day' : 'days'} ${clock}`;
}
