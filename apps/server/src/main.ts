import { ConfigError, loadConfig } from './config.ts';
import { startLateMarkingJob } from './modules/correction/late-marking-job.ts';
import { startUploadCleanupJob } from './modules/media/upload-cleanup.ts';
import { publishEvents } from './modules/notifications/index.ts';
import { startDeadlineJob } from './modules/test-taking/deadline-job.ts';
import { testGatewayWarning } from './platform/payments/create-payment-gateway.ts';
import { DEMO_PASSWORD } from './seed/demo-school.ts';
import { startInstance } from './start-instance.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  let ready = true;
  const { app, database, created, migration, demoLoaded, admin } = await startInstance(config, {
    isReady: () => ready,
  });
  if (migration.applied) app.log.info(`database migrations applied: ${migration.applied}`);
  else if (migration.waitedForAnother) app.log.info('database migrations: applied by another instance');
  if (demoLoaded) {
    app.log.info(
      `Demo school loaded: sign in as student1@demo.kaksha.local / ${DEMO_PASSWORD} (README lists every account)`,
    );
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  // Mail queued before a stop (or a failed send) goes out now rather than at the next tick.
  created.deps.mail.kick();
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL';
  app.log.info(`Kaksha is running on ${config.publicUrl} (database: ${where})`);
  const paymentsWarning = testGatewayWarning(created.deps.payments);
  if (paymentsWarning) app.log.warn(paymentsWarning);
  // Submits attempts left open after their test ended, including while the server was down.
  const deadlines = startDeadlineJob(database.db, app.log);
  // Removes uploads nothing came to refer to (an abandoned registration or form) after a day.
  const uploadCleanup = startUploadCleanupJob(database.db, created.deps.storage, app.log);
  // Tells teachers, once per test, that its written answers are unmarked GRADING_DUE_DAYS after its close.
  const lateMarking = startLateMarkingJob(
    database.db,
    config.GRADING_DUE_DAYS,
    (events) => publishEvents(created.deps, events),
    app.log,
  );
  if (admin) {
    // A banner on standard output, once: the password never enters the structured log.
    const password = admin.generated ? admin.password : '(the one in ADMIN_PASSWORD)';
    console.log(
      [
        '',
        '  Kaksha: first admin account created',
        `    e-mail:   ${admin.email}`,
        `    password: ${password}`,
        admin.generated ? '    This password is shown once. Sign in and keep it safe.' : '',
        `    Sign in at ${config.publicUrl}`,
        '',
      ].join('\n'),
    );
    app.log.info({ email: admin.email }, 'first admin account created');
  }

  // Graceful stop: refuse new work, let requests in flight finish, then close the database.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ready = false;
    app.log.info(`${signal} received, finishing requests in flight`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    await deadlines.stop();
    await uploadCleanup.stop();
    await lateMarking.stop();
    await created.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((e) => {
  console.error('Kaksha could not start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
