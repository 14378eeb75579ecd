import { join, resolve } from 'node:path';
import { DEFAULT_LOYALTY_PROGRAMME } from '@skyparcel/domain/accounts';
import {
  DEFAULT_TELEMETRY_RETENTION_MONTHS,
  parseTelemetryConnectionString,
  type TelemetryConnection,
} from '@skyparcel/domain/telemetry';
import { z } from 'zod';

/** The payment gateway adapters this build knows (modules/payments/gateway, decision 039). */
export const PAYMENT_GATEWAYS = ['sandbox', 'off'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL');

/** The settings one by one; EnvSchema adds the rules between them and the derived values. */
const EnvObjectSchema = z.object({
  /**
   * `production` is a deployed server: the settings productionProblems names are required
   * and nothing of the demo runs (ADR 020). `development` (npm start) and `test` run the demo.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: 0.0.0.0 in production (behind a proxy), 127.0.0.1 otherwise (the demo's doors). */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: postgresUrl.optional(),
  /**
   * A connection straight to the PostgreSQL server, not through a pooler (decision 072): for
   * migrations, LISTEN and other work that keeps a session. Unset: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: postgresUrl.optional(),
  /**
   * A streaming replica for reads that tolerate a second of lag (reports, the telemetry
   * dashboard, CSV exports; decision 072). Unset, or unreachable: those reads go to the primary.
   */
  DATABASE_REPLICA_URL: postgresUrl.optional(),
  /**
   * What DATABASE_URL leads to: `session` (a server, or a pooler in session mode) or
   * `transaction` (PgBouncer in transaction mode): no named prepared statements, and the
   * connection settings are made the role's defaults instead of sent at each connection.
   */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  /** PostgreSQL: connecting (and waiting for a pooled connection), and one statement (ADR 023). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /**
   * A running background job's lease (decision 069): renewed every half by its process; a killed
   * process's job is run again by another about 1.5 leases later. pg-boss's floor is 10.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(10).max(3_600).default(30),
  /**
   * Whether this process takes background jobs (decision 069). `false`: it serves requests only,
   * and the runs it asks for (a mail written, Run now) are taken by the processes that do.
   */
  JOB_WORKER: booleanFlag.default(true),
  DATA_DIR: z.string().default('.data'),
  /** Where uploaded documents and photos are kept; `<DATA_DIR>/uploads` when unset. */
  UPLOADS_DIR: z.string().optional(),
  /**
   * Where files are kept (decision 070): `disk` (UPLOADS_DIR; one machine, the default) or `s3`,
   * an S3-compatible bucket every process shares (S3_BUCKET, S3_REGION and the AWS keys).
   */
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The S3 API's base URL (MinIO, Cloudflare R2, s3rver). Unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (lower case, 3-63 characters)')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  /** The bucket in the path, not the host name. Unset: on when S3_ENDPOINT is set, off for AWS. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Development only: production refuses `true` (the demo seed never runs there). */
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  MAINTENANCE_MODE: booleanFlag.default(false),
  /**
   * Behind a reverse proxy: how many hops of X-Forwarded-For to believe (a number), or `false`.
   * Never `true` for everyone: a client could then fake its address and dodge per-address limits.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * This process's name among several behind a proxy (decision 074): every answer then carries
   * `X-Served-By: <name>`, so an operator (or a test) sees which process served it. Unset: no header.
   */
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'letters, digits, dot, underscore and hyphen')
    .optional(),
  /**
   * On SIGTERM, how long readiness answers 503 while requests are still served, so the proxy's
   * health checks take the process out before it stops listening (decision 074). Unset: 2000 in
   * production (HAProxy's checks, deploy/haproxy.cfg, need 1 to 1.5 s), 0 otherwise.
   */
  DRAIN_GRACE_MS: z.coerce.number().int().min(0).max(30_000).optional(),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Skyparcel <no-reply@skyparcel.example>'),
  SUPPORT_EMAIL: z.email().default('support@skyparcel.example'),
  /** Sign-in attempts (password step and code step) one address may make a minute. */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Keys the hashes of e-mailed sign-in codes and encrypts staff authenticator secrets. When
   * unset, server.ts makes one and keeps it in DATA_DIR (lib/local-auth-secret.ts).
   */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** ALTCHA (self-hosted proof of work, default) or a reCAPTCHA-kind verify endpoint. */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  /** Signs ALTCHA challenges; random per start when unset (challenges then die on restart). */
  CAPTCHA_HMAC_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** PBKDF2 iterations per attempt, and the upper bound of attempts a browser makes. */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1_000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /**
   * The loyalty programme's OpenID Connect issuer. Unset: a local provider with demo members
   * runs under /dev/loyalty-provider (ADR 016), for `npm start` and the tests.
   */
  LOYALTY_ISSUER_URL: z.url().optional(),
  /** `false` turns the loyalty programme sign-in off (no routes; build the web app to match). */
  LOYALTY_SIGN_IN: booleanFlag.default(true),
  LOYALTY_CLIENT_ID: z.string().min(1).default('skyparcel-portal'),
  /** The portal's client secret at the provider; random per start for the local provider. */
  LOYALTY_CLIENT_SECRET: z.string().min(1).optional(),
  /** The programme's name in the token path (POST /Login/{programme}/Token). */
  LOYALTY_PROGRAMME: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'lower-case letters, digits and hyphens')
    .default(DEFAULT_LOYALTY_PROGRAMME),
  /**
   * The payment gateway's adapter (decision 039). Unset: the sandbox gateway, whose hosted card
   * page this process serves under /dev/payment-gateway (development and tests only). `off`
   * refuses payment calls (503). A real provider is one more name here, with its own settings.
   */
  PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS).optional(),
  /** Signs (sandbox) and checks the gateway's notifications; random per start in development. */
  PAYMENT_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Page-view telemetry (decision 063): an Application Insights connection string,
   * `InstrumentationKey=<GUID>[;IngestionEndpoint=<URL>]`. Without an endpoint the envelopes go
   * to this portal's own POST /v2/track. Unset: off in production, the development key otherwise.
   */
  TELEMETRY_CONNECTION_STRING: z.string().optional(),
  /** Raw page views older than this many months are deleted by the retention pass (decision 064). */
  TELEMETRY_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .min(1)
    .max(120)
    .default(DEFAULT_TELEMETRY_RETENTION_MONTHS),
  /**
   * Batches one address may post to POST /v2/track a minute. A tab sends one every 15 s, so the
   * default serves some 75 tabs behind one office's address.
   */
  TELEMETRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /**
   * Prometheus metrics (decision 066): GET /metrics answers a scraper that sends
   * `Authorization: Bearer <METRICS_TOKEN>`, and every caller of METRICS_PORT (a listener of its
   * own on HOST, for a network only the scraper reaches). Neither set: /metrics does not exist.
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /**
   * OpenTelemetry traces (decision 067): the OTLP/HTTP collector's base URL (spans go to
   * `<URL>/v1/traces`, JSON). Unset: tracing is off and costs nothing.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('skyparcel-api'),
});

/** The key `npm start` and the tests send and accept when no connection string is set. */
export const DEVELOPMENT_TELEMETRY_KEY = '5e1ec7ed-0000-4000-8000-00000000da7a';

/** Every setting the server reads, validated once at boot (README lists them). */
const EnvSchema = EnvObjectSchema.superRefine((env, ctx) => {
  if (env.CAPTCHA_PROVIDER === 'recaptcha' && !env.RECAPTCHA_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['RECAPTCHA_SECRET'],
      message: 'required when CAPTCHA_PROVIDER=recaptcha',
    });
  }
  if (env.LOYALTY_ISSUER_URL && !env.LOYALTY_CLIENT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['LOYALTY_CLIENT_SECRET'],
      message: 'required when LOYALTY_ISSUER_URL is set',
    });
  }
  if (env.TELEMETRY_CONNECTION_STRING !== undefined) {
    const parsed = parseTelemetryConnectionString(env.TELEMETRY_CONNECTION_STRING);
    if (!parsed.ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['TELEMETRY_CONNECTION_STRING'],
        message: parsed.message,
      });
    }
  }
  for (const name of ['DATABASE_DIRECT_URL', 'DATABASE_REPLICA_URL'] as const) {
    if (env[name] !== undefined && env.DATABASE_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'requires DATABASE_URL' });
    }
  }
  // Migrations and LISTEN keep a session: a transaction-mode pooler would split them.
  if (env.DATABASE_POOL_MODE === 'transaction' && env.DATABASE_DIRECT_URL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_DIRECT_URL'],
      message: 'required when DATABASE_POOL_MODE=transaction: the server itself, not the pooler',
    });
  }
  for (const [name, message] of fileStorageProblems(env)) {
    ctx.addIssue({ code: 'custom', path: [name], message });
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message: 'must differ from PORT (the metrics listener is a port of its own)',
    });
  }
  if (env.NODE_ENV === 'production') {
    for (const [name, message] of productionProblems(env)) {
      ctx.addIssue({ code: 'custom', path: [name], message });
    }
  }
}).transform((env) => {
  const isProduction = env.NODE_ENV === 'production';
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    ...env,
    isProduction,
    HOST: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    drainGraceMs: env.DRAIN_GRACE_MS ?? (isProduction ? 2_000 : 0),
    publicUrl,
    /** The server itself, never a pooler: migrations, LISTEN, session-long work (decision 072). */
    databaseDirectUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    /** Where the browser sends page views and with which key; null when telemetry is off. */
    telemetry: telemetryConnection(env, isProduction),
    /** The demo accounts, shipments and suite: never in production, whatever SEED_DEMO says. */
    seedDemo: !isProduction && env.SEED_DEMO !== false,
    /** Mail goes to the outbox table and /dev/mailbox unless an SMTP server is configured. */
    useLocalMailbox: !isProduction && env.SMTP_URL === undefined,
    /** The loyalty programme's provider runs in this process unless an issuer is configured. */
    useLocalLoyaltyProvider:
      !isProduction && env.LOYALTY_SIGN_IN && env.LOYALTY_ISSUER_URL === undefined,
    /** The adapter payments go through; the sandbox never in production. */
    paymentGateway: env.PAYMENT_GATEWAY ?? (isProduction ? 'off' : 'sandbox'),
    /** Where files are kept (decision 070): the disk (UPLOADS_DIR) or the S3 bucket's settings. */
    fileStorage: fileStorageOf(env),
  };
});

export type Config = z.infer<typeof EnvSchema>;

/**
 * Without an IngestionEndpoint the connection names this portal: the browser then posts to the
 * page's own origin (`/`), so a proxy or a changed PUBLIC_URL needs no second setting.
 */
function telemetryConnection(
  env: { TELEMETRY_CONNECTION_STRING?: string | undefined },
  isProduction: boolean,
): TelemetryConnection | null {
  const value =
    env.TELEMETRY_CONNECTION_STRING ??
    (isProduction ? undefined : `InstrumentationKey=${DEVELOPMENT_TELEMETRY_KEY}`);
  if (value === undefined) {
    return null;
  }
  const parsed = parseTelemetryConnectionString(value, 'http://portal.invalid/');
  if (!parsed.ok) {
    return null;
  }
  const own = parsed.connection.ingestionEndpoint === 'http://portal.invalid/';
  return {
    ...parsed.connection,
    ingestionEndpoint: own ? '/' : parsed.connection.ingestionEndpoint,
  };
}

type ParsedEnv = z.infer<typeof EnvObjectSchema>;

/**
 * What production refuses to start without (ADR 020): every fallback of the demo (embedded
 * database, local mailbox, secrets made at boot or kept in DATA_DIR, local loyalty provider,
 * localhost links) is wrong on a server others reach, so each needs its real setting.
 */
function productionProblems(env: ParsedEnv): [keyof ParsedEnv, string][] {
  const required = 'required in production';
  const problems: [keyof ParsedEnv, string][] = [];
  if (!env.DATABASE_URL) {
    problems.push([
      'DATABASE_URL',
      `${required}: a postgres:// URL (the embedded database is for development)`,
    ]);
  }
  if (!env.SMTP_URL) {
    problems.push(['SMTP_URL', `${required}: the local mailbox is for development`]);
  }
  if (!env.AUTH_SECRET) {
    problems.push(['AUTH_SECRET', `${required}: 32+ random characters`]);
  }
  if (env.CAPTCHA_PROVIDER === 'altcha' && !env.CAPTCHA_HMAC_SECRET) {
    problems.push(['CAPTCHA_HMAC_SECRET', `${required}: 32+ random characters`]);
  }
  if (!env.PUBLIC_URL) {
    problems.push(['PUBLIC_URL', `${required}: the address people open (links in mail)`]);
  }
  if (env.LOYALTY_SIGN_IN && !env.LOYALTY_ISSUER_URL) {
    problems.push([
      'LOYALTY_ISSUER_URL',
      `${required} while LOYALTY_SIGN_IN is on (set LOYALTY_SIGN_IN=false to turn it off)`,
    ]);
  }
  if (env.LOYALTY_SIGN_IN && !env.LOYALTY_CLIENT_SECRET && !env.LOYALTY_ISSUER_URL) {
    problems.push(['LOYALTY_CLIENT_SECRET', `${required} while LOYALTY_SIGN_IN is on`]);
  }
  if (env.PAYMENT_GATEWAY === undefined || env.PAYMENT_GATEWAY === 'sandbox') {
    problems.push([
      'PAYMENT_GATEWAY',
      `${required}: a real provider's adapter (the sandbox gateway is for development), or off`,
    ]);
  }
  // A real provider's adapter adds its own settings here (its API key, PAYMENT_GATEWAY_SECRET).
  if (env.SEED_DEMO === true) {
    problems.push(['SEED_DEMO', 'the demo seed never runs in production: remove the setting']);
  }
  return problems;
}

function fileStorageOf(env: ParsedEnv) {
  const { S3_BUCKET, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY } = env;
  // fileStorageProblems refused FILE_STORAGE=s3 without any of these.
  if (env.FILE_STORAGE === 'disk' || !S3_BUCKET || !S3_REGION) {
    return { kind: 'disk' } as const;
  }
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    // A custom endpoint is almost always MinIO-like (bucket in the path); AWS wants host style.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    accessKeyId: AWS_ACCESS_KEY_ID ?? '',
    secretAccessKey: AWS_SECRET_ACCESS_KEY ?? '',
  } as const;
}

/**
 * S3 storage needs its bucket, region and keys, each named when missing (decision 070); a bucket
 * set while files stay on disk is a mistake that would keep them on one machine unnoticed.
 */
function fileStorageProblems(env: ParsedEnv): [keyof ParsedEnv, string][] {
  if (env.FILE_STORAGE === 'disk') {
    return env.S3_BUCKET === undefined
      ? []
      : [['S3_BUCKET', 'set while FILE_STORAGE is disk: set FILE_STORAGE=s3, or remove it']];
  }
  const required = [
    'S3_BUCKET',
    'S3_REGION',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
  ] as const;
  return required
    .filter((name) => env[name] === undefined)
    .map((name) => [name, 'required when FILE_STORAGE=s3']);
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment; throws one error that lists every problem, so boot fails clearly. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    // Production names its section of the README, which lists every setting it requires.
    const scope =
      env.NODE_ENV === 'production'
        ? ' for NODE_ENV=production (README: "Development and production")'
        : '';
    throw new ConfigError(`Invalid configuration${scope}:\n${problems.join('\n')}`);
  }
  return result.data;
}

export function resolveDataDir(config: Config, root = process.cwd()): string {
  return resolve(root, config.DATA_DIR);
}

export function resolveUploadsDir(config: Config, root = process.cwd()): string {
  return resolve(root, config.UPLOADS_DIR ?? join(config.DATA_DIR, 'uploads'));
}
