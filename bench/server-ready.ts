// Waiting for a server a bench started itself: its /readyz answers, or the bench stops when the
// process exits or the wait runs out.
import type { ChildProcess } from 'node:child_process';

/** Polls `${base}/readyz` every half second, `tries` times (240: two minutes). */
export async function waitReady(child: ChildProcess, base: string, tries = 240): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${base} exited during start-up`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server for ${base} did not become ready`);
}
