// `npm run bench:exam`: the exam-start rush. N students (EXAM_STUDENTS, default 2,000) of one
// curriculum open the same test within a few seconds (getTestQuesList), save ten answers each
// (saveTestAnswer) and submit (testSubmit), EXAM_CONCURRENCY of them at a time, against the real
// server on 127.0.0.1 and PostgreSQL. Then the database is read back: every save the server
// acknowledged must be there. Runs in a throwaway database on DATABASE_URL's server, dropped after.
// EXAM_TARGETS=http://127.0.0.1:3901,http://127.0.0.1:3902 starts one instance per address on that
// one database and REDIS_URL, and spreads the students over them in turn.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import {
  assessments,
  curricula,
  enrolments,
  questions,
  subjects,
  testQuestions,
  userSessions,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/platform/auth/password.ts';
import { createTokenService } from '../apps/server/src/platform/auth/tokens.ts';
import { ensureBuiltInRoles } from '../apps/server/src/seed/roles.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:exam runs on PostgreSQL: set DATABASE_URL=postgres://user@127.0.0.1:5432/postgres');
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');

/** The instances to start and load: 127.0.0.1 only, since the bench starts them itself. */
function examTargets(): URL[] {
  const listed = process.env.EXAM_TARGETS ?? `http://127.0.0.1:${process.env.BENCH_PORT ?? 3901}`;
  const targets = listed.split(',').map((t) => new URL(t.trim()));
  for (const t of targets) {
    if (t.protocol !== 'http:' || t.hostname !== '127.0.0.1' || !t.port || t.pathname !== '/') {
      console.error(`EXAM_TARGETS: ${t.href} is not http://127.0.0.1:<port> (the bench starts each instance itself)`);
      process.exit(2);
    }
  }
  if (new Set(targets.map((t) => t.port)).size !== targets.length) {
    console.error('EXAM_TARGETS: each instance needs a port of its own');
    process.exit(2);
  }
  if (targets.length > 1 && !process.env.REDIS_URL) {
    console.error('EXAM_TARGETS with several instances needs REDIS_URL, which they share as in production');
    process.exit(2);
  }
  return targets;
}
const targets = examTargets();
const bases = targets.map((t) => t.origin);
const students = Number(process.env.EXAM_STUDENTS ?? 2000);
const concurrency = Number(process.env.EXAM_CONCURRENCY ?? 100);
const QUESTIONS = 10;
const secret = crypto.randomBytes(32).toString('hex');
const place = { curriculum: 'BENCH-BSC', curriculumCode: 'BENCH-BSC-2026', subject: 'Mathematics' };

type Kind = 'start' | 'save' | 'submit';
const timings: Record<Kind, number[]> = { start: [], save: [], submit: [] };
const failures: Record<Kind, number> = { start: 0, save: 0, submit: 0 };
const failureSamples: string[] = [];
/** Requests answered (or failed) per instance, to show how the students were spread. */
const perInstance = new Map<string, number>();
/** Saves the server acknowledged: user, question, response. */
const acknowledged: { userId: string; questionId: string; response: string }[] = [];

/** A throwaway database on DATABASE_URL's server, so the bench never touches real data. */
async function createScratchDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kaksha_exam_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The curriculum, ten Multi questions, a test open from a minute ago for an hour, and N students. */
async function seed(url: string) {
  const database = await openPostgres(url, 4, () => {});
  await database.migrate();
  const { db } = database;
  await ensureBuiltInRoles(db);
  const year = new Date().getUTCFullYear();
  await db.insert(curricula).values({
    id: crypto.randomUUID(),
    organizationName: 'Bench School',
    organizationCode: 'BENCH',
    curriculumAward: 'BSC',
    shortName: 'B',
    longName: 'Bench curriculum',
    ...place,
    experience: 'None',
    marksMode: 'Percentage',
    liveSession: false,
    showPreviousCurriculum: false,
    eligibility: '',
    passCriteria: '',
    effectiveDate: `${year}-01-01`,
    startDate: `${year}-01-01`,
    endDate: `${year + 1}-12-31`,
    duration: 24,
    price: 0,
  });
  await db.insert(subjects).values({
    id: crypto.randomUUID(),
    ...place,
    subjectInfo: '',
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    minCredits: 1,
    maxCredits: 2,
    practicalSession: 'No',
  });
  const library = await db
    .insert(questions)
    .values(
      Array.from({ length: QUESTIONS }, (_, i) => ({
        id: crypto.randomUUID(),
        ...place,
        topic: 'Rush',
        chapter: 'Rush',
        questionType: 'Multi',
        questionMarks: 1,
        question: `<p>Question ${i + 1}</p>`,
        correctAnswer: `right ${i}`,
        answer1: `wrong ${i} a`,
        answer2: `wrong ${i} b`,
        answer3: `wrong ${i} c`,
        role: 'admin',
      })),
    )
    .returning();
  const testRowId = crypto.randomUUID();
  const now = Date.now();
  const [test] = await db
    .insert(assessments)
    .values({
      id: testRowId,
      assessmentName: 'Exam rush',
      type: 'Private',
      ...place,
      startDate: new Date(now).toISOString().slice(0, 10),
      endDate: new Date(now + 3_600_000).toISOString().slice(0, 10),
      startTime: '00:00',
      endTime: '23:59',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000),
      assignmentMode: 'Mandatory',
      maxQuestions: QUESTIONS,
      maxWeightage: QUESTIONS,
      assessmentType: 'Students',
      correctionMode: 'automatic',
      totalQuestions: QUESTIONS,
    })
    .returning();
  if (!test) throw new Error('test not created');
  await db.insert(testQuestions).values(
    library.map((q, position) => ({
      id: crypto.randomUUID(),
      testId: testRowId,
      position,
      questionId: q.questionId,
      questionType: q.questionType,
      question: q.question,
      questionMarks: q.questionMarks,
      correctAnswer: q.correctAnswer,
      answer1: q.answer1,
      answer2: q.answer2,
      answer3: q.answer3,
    })),
  );
  const passwordHash = await hashPassword(crypto.randomBytes(12).toString('hex'));
  const people = Array.from({ length: students }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `exam-student-${i}@bench.kaksha.test`,
    passwordHash,
    role: 'student',
    firstName: 'Exam',
    lastName: `Student ${i}`,
    isActive: true,
    isEmailVerified: true,
    ...place,
    subject: null,
  }));
  for (let i = 0; i < people.length; i += 500) {
    const chunk = people.slice(i, i + 500);
    await db.insert(users).values(chunk);
    await db
      .insert(enrolments)
      .values(chunk.map((p) => ({ id: crypto.randomUUID(), userId: p.id, ...place, subject: null })));
  }
  // Signed as the server signs a login (the same secret): logging in 2,000 people would measure
  // password hashing, not the exam.
  const tokens = createTokenService(secret, '2h');
  // Each token belongs to a sign-in, as a real login's does.
  const signIns = people.map((p) => ({
    id: crypto.randomUUID(),
    userId: p.id,
    device: 'Bench',
    address: '127.0.0.1',
    expiresAt: new Date(Date.now() + tokens.ttlMs),
  }));
  for (let i = 0; i < signIns.length; i += 500) await db.insert(userSessions).values(signIns.slice(i, i + 500));
  const signed = await Promise.all(
    people.map(async (p, i) => ({
      userId: p.id,
      token: await tokens.sign({
        sid: signIns[i]?.id ?? '',
        email: p.email,
        role: 'student',
        userID: p.id,
        curriculumCode: place.curriculumCode,
        curriculum: place.curriculum,
        userCurriculum: [place.curriculumCode],
        subject: null,
      }),
    })),
  );
  return { database, testID: test.testId, signed };
}

async function waitReady(child: ChildProcess, base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${base} exited during start-up`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server for ${base} did not become ready`);
}

/** One timed call; a failure (network or non-2xx) is counted, and the body returned when it worked. */
async function timed<T>(
  kind: Kind,
  base: string,
  pathName: string,
  token: string,
  body: unknown,
): Promise<T | undefined> {
  const began = performance.now();
  perInstance.set(base, (perInstance.get(base) ?? 0) + 1);
  try {
    const res = await fetch(`${base}/api${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    timings[kind].push(performance.now() - began);
    if (!res.ok) {
      failures[kind]++;
      if (failureSamples.length < 5) failureSamples.push(`${kind} ${res.status} ${text.slice(0, 160)}`);
      return undefined;
    }
    return JSON.parse(text) as T;
  } catch (e) {
    timings[kind].push(performance.now() - began);
    failures[kind]++;
    if (failureSamples.length < 5) failureSamples.push(`${kind} ${(e as Error).message}`);
    return undefined;
  }
}

interface StartBody {
  data: { questionID: string; options?: { text: string }[] }[];
}

/** One student's sitting on one instance: open, ten saves (each a chosen option), submit. */
async function sit(testID: string, student: { userId: string; token: string }, base: string) {
  const started = await timed<StartBody>('start', base, '/getTestQuesList', student.token, { testID });
  if (!started) return;
  for (const q of started.data.slice(0, QUESTIONS)) {
    const options = q.options ?? [];
    const response = options[crypto.randomInt(Math.max(1, options.length))]?.text ?? 'answer';
    const saved = await timed('save', base, '/saveTestAnswer', student.token, {
      testID,
      questionID: q.questionID,
      response,
      revision: 1,
    });
    if (saved) acknowledged.push({ userId: student.userId, questionId: q.questionID, response });
  }
  // No last answers with the submit: what is stored must be what the saves wrote.
  await timed('submit', base, '/testSubmit', student.token, { globalInfo: { testID }, transaction: [] });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const scratch = await createScratchDatabase(databaseUrl);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-exam-bench-'));
const servers: ChildProcess[] = [];
try {
  const { database, testID, signed } = await seed(scratch.url);
  // EXAM_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = (process.env.EXAM_NODE_ARGS ?? '').split(' ').filter(Boolean);
  for (const target of targets) {
    const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: target.port,
        DATA_DIR: dataDir,
        DATABASE_URL: scratch.url,
        JWT_SECRET: secret,
        ADMIN_EMAIL: 'bench.admin@kaksha.test',
        ADMIN_PASSWORD: 'Bench-Admin-Pass1!',
        LOG_LEVEL: 'error',
        NODE_ENV: 'production',
      },
    });
    servers.push(server);
  }
  // The instances start together, as after a rolling restart.
  await Promise.all(servers.map((server, i) => waitReady(server, bases[i] ?? '')));
  const where =
    bases.length > 1 ? `${bases.length} instances (${bases.join(', ')}) on one PostgreSQL and Redis` : 'PostgreSQL';
  console.log(`Kaksha exam bench: ${students} students, ${QUESTIONS} answers each, ${concurrency} at a time, ${where}`);
  const began = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, students) }, async () => {
      while (next < signed.length) {
        const at = next++;
        const student = signed[at];
        // Students take the instances in turn, as a proxy's round robin would send them.
        if (student) await sit(testID, student, bases[at % bases.length] ?? '');
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;

  // Read back every acknowledged save: the stored response of that student's question.
  const stored = await database.db.execute(sql`
    select at.user_id, a.question_id, a.response
    from answers a join attempts at on at.id = a.attempt_id
    where at.test_id = (select id from assessments where test_id = ${testID})`);
  const rows = (stored as unknown as { rows: { user_id: string; question_id: string; response: string }[] }).rows;
  const kept = new Map(rows.map((r) => [`${r.user_id}|${r.question_id}`, r.response]));
  const lost = acknowledged.filter((a) => kept.get(`${a.userId}|${a.questionId}`) !== a.response).length;
  const results = await database.db.execute(
    sql`select count(*)::int as n from results where test_id = (select id from assessments where test_id = ${testID})`,
  );
  const resultCount = (results as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  await database.close();

  const row = (kind: Kind) => ({
    call: kind,
    requests: timings[kind].length,
    'p50 ms': Math.round(percentile(timings[kind], 50)),
    'p99 ms': Math.round(percentile(timings[kind], 99)),
    'non-2xx': failures[kind],
  });
  console.table([row('start'), row('save'), row('submit')]);
  const errors = failures.start + failures.save + failures.submit;
  const requests = timings.start.length + timings.save.length + timings.submit.length;
  console.log(`${requests} requests in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)} req/s)`);
  if (bases.length > 1) {
    console.log(`requests per instance: ${bases.map((b) => `${b} ${perInstance.get(b) ?? 0}`).join(', ')}`);
  }
  console.log(`non-2xx or failed: ${errors}`);
  console.log(`acknowledged saves: ${acknowledged.length}, lost: ${lost}`);
  console.log(`results stored: ${resultCount} of ${students}`);
  for (const sample of failureSamples) console.log(`  e.g. ${sample}`);
  const target =
    errors === 0 &&
    lost === 0 &&
    resultCount === students &&
    percentile(timings.save, 99) <= 300 &&
    percentile(timings.start, 99) <= 1000;
  console.log(
    target
      ? 'target met: 0 errors, 0 lost, p99 save <= 300 ms, p99 start <= 1 s'
      : 'TARGET MISSED (0 errors, 0 lost, p99 save <= 300 ms, p99 start <= 1 s)',
  );
  if (!target) process.exitCode = 1;
} catch (e) {
  // A failed query carries its parameters (2,000 rows of them): print only the cause.
  const error = e as Error & { cause?: Error };
  console.error(`bench:exam failed: ${error.cause?.message ?? error.message}`);
  process.exitCode = 1;
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(
    servers.map((server) => (server.exitCode === null ? new Promise((r) => server.once('exit', r)) : undefined)),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch.drop();
}
