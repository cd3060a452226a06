import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../platform/auth/password.ts';
import { buildCurriculum, buildStudent } from '../../test/factories.ts';
import { studentDetails } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Registration must not tell who studies here: an address that already has an account is answered
 * with the same body as a new one, and after the same work, so the answer's time tells nothing
 * either. Measured as pairs (a known address, then a new one, then the other way round) so a
 * machine that slows down for a while slows both sides of a pair alike; the median of the pairs'
 * differences is compared with its own noise.
 *
 * Both paths hash the password once (counted below). The hash itself (argon2, some 150 ms on a
 * busy machine and its largest source of noise) is replaced by a quick one here, so what is
 * measured is the rest of the work, where the two paths used to differ: the writes and the mail.
 * The process's CPU time is measured beside the wall clock: it is the same work with little of
 * the noise other programs on the machine add. Before both paths did the same work, measured
 * here: wall clock 30 ms apart (bound 27), CPU time 12 ms apart (bound 8); after, both within 1-4 ms.
 */
// The server's test files share their modules (isolate: false): a module another file already
// imported would keep the real hasher, and the mock would stay for the files after this one. So
// this file starts from no loaded module and leaves none behind with the mock.
vi.hoisted(() => vi.resetModules());
vi.mock('../../platform/auth/password.ts', async (original) => ({
  ...(await original<typeof import('../../platform/auth/password.ts')>()),
  hashPassword: vi.fn(async (password: string) => crypto.createHash('sha256').update(password).digest('hex')),
}));
const PAIRS = Number(process.env.REGISTER_TIMING_PAIRS ?? 40);

let t: TestApp;
let curriculumCode: string;
beforeAll(async () => {
  t = await getTestApp();
  curriculumCode = (await buildCurriculum(t.deps.db)).curriculumCode;
});
afterAll(async () => {
  await t.close();
  vi.doUnmock('../../platform/auth/password.ts');
  vi.resetModules();
});

let n = 0;
const form = (email: string) => ({
  ...studentDetails({ firstName: 'Asha', lastName: 'Verma', mobile: '+91 98765 43210', email }),
  password: 'Str0ng!pass',
  curriculumCode,
  paymentDeatils: [],
  isGoogle: false,
});

/** Milliseconds to the answer, wall and CPU; each from its own address, as many people register. */
async function timed(email: string): Promise<Timing> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: form(email),
    remoteAddress: `10.77.${Math.floor(n / 250)}.${n++ % 250}`,
  });
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  expect(res.statusCode).toBe(200);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

type Timing = { wall: number; cpu: number };

/**
 * The median gap between the pairs (new minus known) and the noise of that median, from the
 * spread of the gaps (MAD: a few slow requests cannot inflate it). A gap within four times the
 * noise, or within 3 ms, is noise.
 */
function compare(known: number[], fresh: number[]) {
  const gaps = fresh.map((f, i) => f - (known[i] ?? 0));
  const gap = median(gaps);
  const spread = 1.4826 * median(gaps.map((g) => Math.abs(g - gap)));
  const noise = (1.2533 * spread) / Math.sqrt(gaps.length);
  const bound = Math.max(3, 4 * noise);
  const report =
    `known ${median(known).toFixed(1)} ms, new ${median(fresh).toFixed(1)} ms, ` +
    `median gap ${gap.toFixed(2)} ms, noise ${noise.toFixed(2)} ms, bound ${bound.toFixed(1)} ms`;
  return { gap, bound, report };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

describe('registration with a known e-mail and with a new one', () => {
  it('takes the same time, within the noise of the machine', async () => {
    const known = await buildStudent(t.deps.db);
    vi.mocked(hashPassword).mockClear();
    // Warm both paths (first queries, the place lists, the hasher) before measuring.
    for (let i = 0; i < 3; i++) {
      await timed(known.email);
      await timed(`warm${n}@timing.test`);
    }
    const knownTimes: Timing[] = [];
    const freshTimes: Timing[] = [];
    for (let i = 0; i < PAIRS; i++) {
      // Alternate which goes first, so neither side always meets the other's after-work (mail).
      const first = i % 2 === 0;
      const a = first ? await timed(known.email) : await timed(`new${n}@timing.test`);
      const b = first ? await timed(`new${n}@timing.test`) : await timed(known.email);
      knownTimes.push(first ? a : b);
      freshTimes.push(first ? b : a);
    }
    // One hash per registration, on both paths.
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(2 * PAIRS + 6);
    const wall = compare(
      knownTimes.map((x) => x.wall),
      freshTimes.map((x) => x.wall),
    );
    const cpu = compare(
      knownTimes.map((x) => x.cpu),
      freshTimes.map((x) => x.cpu),
    );
    console.info(`registration, wall clock: ${wall.report}\nregistration, CPU time: ${cpu.report}`);
    expect(Math.abs(cpu.gap)).toBeLessThan(cpu.bound);
    expect(Math.abs(wall.gap)).toBeLessThan(wall.bound);
  }, 180_000);
});
