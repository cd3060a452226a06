import { parseArgs } from 'node:util';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { ConfigError, ConfigSchema, loadConfig } from '../config.ts';
import { MoveRefused } from '../platform/move/copy-tables.ts';
import { moveSchool } from '../platform/move/move-school.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { createS3Client, createS3Storage } from '../platform/storage/s3-storage.ts';

const USAGE = `npm run move -- --to postgres://user@host:5432/kaksha [--s3-bucket NAME]

Moves the school in DATA_DIR (the embedded database, and with --s3-bucket its uploads) into an
empty PostgreSQL database and an S3-compatible bucket. Stop the server first. The bucket's other
settings come from the same variables the server reads: S3_ENDPOINT, S3_REGION,
S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. The embedded data is only read.`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let args: { to?: string; 's3-bucket'?: string; help?: boolean };
try {
  ({ values: args } = parseArgs({
    options: { to: { type: 'string' }, 's3-bucket': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (e) {
  fail(`${(e as Error).message}\n\n${USAGE}`, 2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.to) fail(`--to is required.\n\n${USAGE}`, 2);
const target = ConfigSchema.shape.DATABASE_URL.safeParse(args.to);
if (!target.success || !target.data) fail('--to must be a postgres:// or postgresql:// URL', 2);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) fail(e.message);
  throw e;
}

async function openBucket(name: string): Promise<FileStorage> {
  const client = createS3Client({
    bucket: name,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: name }));
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why =
      status === 404
        ? 'it does not exist at this endpoint (create it first)'
        : status === 403 || status === 401
          ? 'the keys are refused (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'
          : `${(e as Error).message || (e as Error).name}${status ? ` (HTTP ${status})` : ''}`;
    throw new MoveRefused(
      `The bucket ${name} cannot be used: ${why}. The bucket's settings are S3_ENDPOINT, S3_REGION, ` +
        'the keys and S3_FORCE_PATH_STYLE, as for the server.',
    );
  }
  return createS3Storage(client, name);
}

const started = performance.now();
try {
  const bucketName = args['s3-bucket'];
  const result = await moveSchool({
    dataDir: config.dataDir,
    targetUrl: target.data,
    bucket: bucketName ? await openBucket(bucketName) : undefined,
    report: (line) => console.log(line),
  });
  const rows = result.database.tables.reduce((n, t) => n + t.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nDone in ${seconds} s: ${result.database.tables.length} tables (${rows.toLocaleString('en')} rows) and ` +
      `${result.database.sequences} sequences match the embedded database, row counts and checksums alike.`,
  );
  if (result.uploads) {
    console.log(`${result.uploads.files} uploads are in the bucket ${bucketName}, each checksum compared.`);
  } else {
    console.log(`Uploads stay in ${config.dataDir}/uploads: without --s3-bucket, give every instance this folder.`);
  }
  console.log(
    [
      '\nNext: start Kaksha with',
      `  DATABASE_URL=${args.to.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}${bucketName ? ` S3_BUCKET=${bucketName}` : ''}`,
      `Keep ${config.dataDir} as it is until the school has worked on PostgreSQL for a while: it is your way back.`,
    ].join('\n'),
  );
} catch (e) {
  if (e instanceof MoveRefused) fail(e.message);
  const error = e as Error & { cause?: Error };
  fail(
    `The move failed: ${error.cause?.message ?? error.message}\n` +
      `The target database was left without rows and ${config.dataDir} as it was; ` +
      'fix the cause and run the move again (uploads already in the bucket are kept and checked).',
  );
}
