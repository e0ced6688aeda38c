import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED_DEMO: bool.default(true),
  JWT_SECRET: z.string().min(32).optional(),
  APP_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Intranet <no-reply@example.com>'),
  MEETING_PROVIDER: z.enum(['jitsi', 'zoom']).default('jitsi'),
  JITSI_URL: z.string().url().default('https://meet.jit.si'),
  ZOOM_ACCOUNT_ID: z.string().optional(),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_CLIENT_SECRET: z.string().optional(),
  /** Zoom's REST API and OAuth token URLs (a test server stands in for them in the api tests). */
  ZOOM_API_URL: z.string().url().default('https://api.zoom.us/v2'),
  ZOOM_OAUTH_URL: z.string().url().default('https://zoom.us/oauth/token'),
  /** Trust X-Forwarded-For from this many proxies in front (0: none, the client address is used). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The origin of e-learning content (a second port of this server by default: PORT + 1). */
  CONTENT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The public URL of the content origin, when it sits behind its own host name. */
  CONTENT_URL: z.string().url().optional(),
  /** S3-compatible file storage; unset: files live in DATA_DIR/files. */
  FILES_S3_ENDPOINT: z.string().url().optional(),
  FILES_S3_BUCKET: z.string().min(3).optional(),
  FILES_S3_REGION: z.string().default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (MinIO, s3rver); virtual-hosted style when false. */
  FILES_S3_FORCE_PATH_STYLE: bool.default(true),
  /** Largest uploaded resource file, in bytes (413 past it). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(100 * 1024 * 1024),
  /** Largest SCORM package (the zip), its unpacked size and its number of files. */
  PACKAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(300 * 1024 * 1024),
  PACKAGE_MAX_UNPACKED_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024 * 1024),
  PACKAGE_MAX_FILES: z.coerce.number().int().min(1).default(10_000),
  /** How often this server's worker runs the due background jobs (reminders, mails); 0: never. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /** The language of a job's mail to someone whose language is unknown. */
  JOBS_MAIL_LANGUAGE: z.enum(['en', 'fr', 'de']).default('en'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log lines for a person (`pretty`) or JSON lines (`json`); `auto`: pretty in a terminal, JSON in a pipe or a container. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** How many nightly backups of the embedded database are kept in BACKUP_DIR; 0: no nightly backup. */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(14),
  /** The hour (0 to 23, server time) of the nightly backup. */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
  /** Where backups go; default DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /** LibreOffice's soffice, to turn the provider's filled Word templates into PDF; unset: they are served as Word. */
  SOFFICE_PATH: z.string().min(1).optional(),
  /** Bearer token that reads /metrics (Prometheus); unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET'> {
  dataDir: string;
  jwtSecret: string;
  /** In-memory embedded database (tests): nothing is written to DATA_DIR/db. */
  memoryDatabase?: boolean;
  /** Folder of the built browser app; absent: the SPA is not served (api tests). */
  staticDir?: string;
}

/** Reads the environment into a typed config; the JWT secret is generated into DATA_DIR when unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { JWT_SECRET, ...rest } = parsed.data;
  const dataDir = resolve(rest.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...rest,
    dataDir,
    jwtSecret: JWT_SECRET ?? readOrCreateSecret(dataDir),
    staticDir: resolve('dist'),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A config for tests: in-memory database, no demo data, a fixed secret, no jobs timer. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const env = EnvSchema.parse({});
  return {
    ...env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: false,
    ADMIN_PASSWORD: 'Admin-pass-1!',
    dataDir: overrides.dataDir ?? resolve('.data-test'),
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    memoryDatabase: true,
    // Tests run the jobs by hand (runJobs in server/jobs), when they mean to.
    JOBS_INTERVAL_MS: 0,
    ...overrides,
  };
}
