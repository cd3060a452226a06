import path from 'node:path';
import { DEFAULT_VIDEO_MAX_MB } from '@kaksha/contracts/uploads';
import { z } from 'zod';

const Bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const OptionalUrl = z.url().optional();

/** Every setting Kaksha reads from the environment, with its default (see README). */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * Connections each instance opens to PostgreSQL at start and keeps (bench/README.md, "The pool:
   * opened at start, kept while idle", for sizes measured against the database's cores).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 8h, 30m or 1d')
    .default('8h'),
  ADMIN_EMAIL: z.email().default('admin@kaksha.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  REDIS_URL: OptionalUrl,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TRUST_PROXY: Bool.default(false),
  WEB_DIST: z.string().optional(),
  LOAD_DEMO: Bool.default(false),
  TIME_ZONE: z.string().default('Asia/Kolkata'),
  /** Days after a test's close within which its written answers should be marked (late marking). */
  GRADING_DUE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** How long a request's JSON body may take to arrive; a body trickled slower is cut off. */
  BODY_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /** The same for an upload: 15 minutes lets a 500 MB video through a line of about 5 Mbit/s. */
  UPLOAD_TIMEOUT_SECONDS: z.coerce
    .number()
    .positive()
    .max(24 * 3600)
    .default(900),
  VIDEO_MAX_MB: z.coerce.number().int().positive().max(10_000).default(DEFAULT_VIDEO_MAX_MB),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Kaksha <no-reply@kaksha.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  MEETING_BASE_URL: z.url().default('https://meet.jit.si'),
  // Razorpay: both keys switch payments from the built-in test gateway to Razorpay.
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /** Uploads go to this S3-compatible bucket instead of DATA_DIR/uploads (needed for several instances). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: OptionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: Bool.default(false),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; publicUrl: string };

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid setting ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const c = parsed.data;
  if (Boolean(c.RAZORPAY_KEY_ID) !== Boolean(c.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Invalid setting RAZORPAY_KEY_SECRET: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither',
    );
  }
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}

export class ConfigError extends Error {}
