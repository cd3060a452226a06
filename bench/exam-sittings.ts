// How the students of bench/exam.ts sit the test: the stress mode (N at a time, each call as soon
// as the last is answered) and the realistic mode (everyone starts within a ramp, thinks between
// saves, and some lose their connection for a while and resend what they answered meanwhile).
import crypto from 'node:crypto';
import { Agent, request } from 'undici';
import { QUESTIONS } from './exam-seed.ts';

export type Kind = 'start' | 'save' | 'submit';
export interface Student {
  userId: string;
  token: string;
}

/**
 * Every call's time and failure, and each save the server acknowledged (user, question, response).
 * `baseOf` names the instance a student's calls go to, by their token.
 */
export function createRecorder(baseOf: (token: string) => string) {
  // undici's request() rather than fetch(): the students' side shares the server's cores, so it
  // should spend as little as it can per call (fetch builds web streams and header objects the
  // bench never reads). Its CPU per request is printed with the server's.
  const agent = new Agent({ keepAliveTimeout: 60_000 });
  const timings: Record<Kind, number[]> = { start: [], save: [], submit: [] };
  // When each timed request began (performance.now()), in the same order as `timings`.
  const began: Record<Kind, number[]> = { start: [], save: [], submit: [] };
  const failures: Record<Kind, number> = { start: 0, save: 0, submit: 0 };
  const failureSamples: string[] = [];
  const acknowledged = new Map<string, { userId: string; questionId: string; response: string }>();

  async function timed<T>(kind: Kind, pathName: string, token: string, body: unknown): Promise<T | undefined> {
    const sent = performance.now();
    const fail = (why: string) => {
      failures[kind]++;
      if (failureSamples.length < 5) failureSamples.push(`${kind} ${why}`);
      return undefined;
    };
    try {
      const res = await request(`${baseOf(token)}/api${pathName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': token },
        body: JSON.stringify(body),
        dispatcher: agent,
      });
      const text = await res.body.text();
      timings[kind].push(performance.now() - sent);
      began[kind].push(sent);
      if (res.statusCode < 200 || res.statusCode > 299) return fail(`${res.statusCode} ${text.slice(0, 160)}`);
      return JSON.parse(text) as T;
    } catch (e) {
      timings[kind].push(performance.now() - sent);
      began[kind].push(sent);
      return fail((e as Error).message);
    }
  }

  /** One save; the last acknowledged response of each question is what must be stored. */
  async function save(student: Student, testID: string, questionID: string, response: string, revision: number) {
    const saved = await timed('save', '/saveTestAnswer', student.token, { testID, questionID, response, revision });
    if (saved)
      acknowledged.set(`${student.userId}|${questionID}`, { userId: student.userId, questionId: questionID, response });
    return saved !== undefined;
  }

  return { timings, began, failures, failureSamples, acknowledged, timed, save, close: () => agent.close() };
}
export type Recorder = ReturnType<typeof createRecorder>;

interface StartBody {
  data: { questionID: string; options?: { text: string }[] }[];
}

const pick = (q: StartBody['data'][number]) => {
  const options = q.options ?? [];
  return options[crypto.randomInt(Math.max(1, options.length))]?.text ?? 'answer';
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// No last answers with the submit: what is stored must be what the saves wrote.
const submit = (r: Recorder, student: Student, testID: string) =>
  r.timed('submit', '/testSubmit', student.token, { globalInfo: { testID }, transaction: [] });

/** Stress: `concurrency` students at a time, each opening, saving ten answers and submitting back to back. */
export async function stressSitting(r: Recorder, testID: string, students: Student[], concurrency: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, students.length) }, async () => {
      while (next < students.length) {
        const student = students[next++];
        if (!student) continue;
        const started = await r.timed<StartBody>('start', '/getTestQuesList', student.token, { testID });
        if (!started) continue;
        for (const q of started.data.slice(0, QUESTIONS)) await r.save(student, testID, q.questionID, pick(q), 1);
        await submit(r, student, testID);
      }
    }),
  );
}

type Answer = { questionID: string; response: string };

export interface RealisticOptions {
  /** Every student opens the test within this many seconds. */
  rampSeconds: number;
  /** Thinking time between saves, in seconds of the real sitting. */
  thinkSeconds: [number, number];
  /** The sitting runs this many times faster than a real one (thinking and outages shrink by it). */
  timeScale: number;
  /** Share of students who lose their connection once, and for how long (real seconds). */
  dropShare: number;
  dropSeconds: number;
}

/**
 * Realistic: each student opens the test at a random moment of the ramp, answers the ten questions
 * one by one with a think between, and submits. A `dropShare` of them lose the connection once,
 * at a random question, for `dropSeconds`: their answers of that time wait in the page and are
 * sent when it is back, after the last answer sent before the drop is resent, since the page
 * cannot know whether it arrived.
 */
export async function realisticSitting(r: Recorder, testID: string, students: Student[], o: RealisticOptions) {
  const thinkMs = () =>
    ((o.thinkSeconds[0] + Math.random() * (o.thinkSeconds[1] - o.thinkSeconds[0])) * 1000) / o.timeScale;
  const dropMs = (o.dropSeconds * 1000) / o.timeScale;
  /** Back online: the answer sent just before the drop again, then what waited, in order. */
  const resend = async (student: Student, lastSent: Answer | undefined, waited: Answer[]) => {
    if (lastSent) await r.save(student, testID, lastSent.questionID, lastSent.response, 1);
    for (const w of waited) await r.save(student, testID, w.questionID, w.response, 1);
  };
  const droppers = new Set(
    students.filter((_, i) => i < Math.round(students.length * o.dropShare)).map((s) => s.userId),
  );
  await Promise.all(
    students.map(async (student) => {
      await sleep(Math.random() * o.rampSeconds * 1000);
      const started = await r.timed<StartBody>('start', '/getTestQuesList', student.token, { testID });
      if (!started) return;
      const questions = started.data.slice(0, QUESTIONS);
      const dropAt = droppers.has(student.userId) ? crypto.randomInt(1, questions.length) : -1;
      let offlineUntil = 0;
      const waiting: Answer[] = [];
      let lastSent: Answer | undefined;
      for (const [i, q] of questions.entries()) {
        await sleep(thinkMs());
        if (i === dropAt) offlineUntil = performance.now() + dropMs;
        const answer = { questionID: q.questionID, response: pick(q) };
        if (performance.now() < offlineUntil) {
          waiting.push(answer);
          continue;
        }
        if (waiting.length > 0) await resend(student, lastSent, waiting.splice(0));
        await r.save(student, testID, answer.questionID, answer.response, 1);
        lastSent = answer;
      }
      if (waiting.length > 0) {
        await sleep(Math.max(0, offlineUntil - performance.now()));
        await resend(student, lastSent, waiting.splice(0));
      }
      await submit(r, student, testID);
    }),
  );
}
