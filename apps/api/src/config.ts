import path from 'node:path';
import { z } from 'zod';

/** Environment, parsed once at start-up. Nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // PGlite's Postgres buffer cache (decision 320; PGlite itself ships 128) and whether V8
  // optimizes its WASM beyond the baseline compiler (decision 321).
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(128).default(16),
  PGLITE_WASM_TIER_UP: z.enum(['0', '1']).default('1'),
  PGLITE_WASM_COMPILE_THREADS: z.enum(['0', '1']).default('1'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ingreso <no-responder@ingreso.local>'),
  MAIL_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(200),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  PUBLIC_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().default('admin@ingreso.local'),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  FACULTY_NAME: z.string().default('Facultad Regional de Ingeniería'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  ORPHAN_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).default(900),
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/)
    .default('ingreso:'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'false', 'true']).default('1'),
  CONTRACT_CHECK: z.enum(['0', '1']).default('0'),
  ENROLMENT_LIMIT_PER_PERIOD: z.coerce.number().int().min(0).max(100).default(2),
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ALLOWED_DOMAIN: z.string().optional(),
});

/** Staff single sign-on by OpenID Connect (docs/deploy.md, decisions 140–144). */
export interface OidcConfig {
  /** The provider's issuer identifier, exactly as its discovery document states it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** E-mail domains (lower case) whose staff may sign in this way. */
  allowedDomains: string[];
  /** Where the provider sends the browser back: PUBLIC_URL + /api/sso/callback. */
  redirectUri: string;
  /** Plain HTTP is accepted only for a provider on this machine (tests, a local Keycloak). */
  allowInsecure: boolean;
}

const OIDC_VARS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ALLOWED_DOMAIN'] as const;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The four OIDC variables go together: none (SSO off, password login only) or all of them. */
function oidcConfig(e: z.infer<typeof envSchema>, publicUrl: string): OidcConfig | undefined {
  const set = OIDC_VARS.filter((name) => e[name]?.trim());
  if (set.length === 0) return undefined;
  const missing = OIDC_VARS.filter((name) => !set.includes(name));
  if (missing.length > 0) {
    throw new Error(`${OIDC_VARS.join(', ')} se configuran juntos para el ingreso institucional: falta ${missing.join(', ')}.`);
  }
  let issuer: URL;
  try {
    issuer = new URL(e.OIDC_ISSUER!.trim());
  } catch {
    throw new Error(`OIDC_ISSUER no es una URL: "${e.OIDC_ISSUER}".`);
  }
  const allowInsecure = LOOPBACK.has(issuer.hostname);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && allowInsecure)) {
    throw new Error('OIDC_ISSUER debe empezar con https:// (http:// solo para un proveedor en esta misma máquina).');
  }
  const allowedDomains = e
    .OIDC_ALLOWED_DOMAIN!.split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  const bad = allowedDomains.filter((d) => !DOMAIN.test(d));
  if (allowedDomains.length === 0 || bad.length > 0) {
    throw new Error(
      `OIDC_ALLOWED_DOMAIN debe ser un dominio de correo (p. ej. facultad.edu.ar), o varios separados por comas: "${e.OIDC_ALLOWED_DOMAIN}".`,
    );
  }
  return {
    issuer: e.OIDC_ISSUER!.trim(),
    clientId: e.OIDC_CLIENT_ID!.trim(),
    clientSecret: e.OIDC_CLIENT_SECRET!,
    allowedDomains,
    redirectUri: `${publicUrl}/api/sso/callback`,
    allowInsecure,
  };
}

/** S3-compatible object storage for the documents (several servers); see docs/deploy.md. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** How the mail worker polls, retries and forgets (decisions 241, 243, 245). */
export interface MailWorkerConfig {
  /** Each process looks for due mail this often, besides being woken by every commit that queues some. */
  pollMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each attempt, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Days a failed message keeps its body, and an account e-mail's row is kept, after it is finished. */
  retentionDays: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite's WASM settings (decisions 320 and 321); only the process that opens the database reads them. */
  pglite?: { sharedBuffersMb: number; tierUp: boolean; oneCompileThread: boolean };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The mail queue's worker (decisions 240–246): see apps/api/src/mail/worker.ts. */
  mail: MailWorkerConfig;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  facultyName: string;
  /** Folder of the built SPA; served when it exists. */
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  /** Requests per minute and address on the account calls (login, register, ...). */
  authRateLimitPerMinute: number;
  /**
   * The start-up sweep leaves alone stored objects and staging files younger than
   * this: another process sharing the storage may be writing them right now.
   */
  orphanSweepGraceSeconds: number;
  /**
   * How long a cached session or offerings list may be served without asking the
   * database; 0 turns both caches off. Changes reach every process's caches at once
   * through the database's notifications; this is only the backstop (decision 77).
   */
  cacheTtlSeconds: number;
  /** When set, the per-address request limits live in Redis, shared by every process. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key this app writes (one Redis can serve several portals or test runs). */
  redisKeyPrefix: string;
  /** When set, documents go to this bucket instead of DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /**
   * Tests: every answer is checked against its route's declared schema for its status
   * (no undeclared status, no field the schema does not name); a mismatch is a 500
   * and is recorded (apps/api/src/contract/response-check.ts).
   */
  contractCheck: boolean;
  /** Staff single sign-on; undefined when the OIDC_* variables are not set (password login only). */
  oidc: OidcConfig | undefined;
  /**
   * Active enrolments (not Rechazado, not Baja) one applicant may hold per período and
   * carrera type (issue 16; SIU uses 2); 0 = no limit. ENROLMENT_LIMIT_PER_PERIOD.
   */
  enrolmentLimitPerPeriod: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = envSchema.parse(env);
  // Half an S3 configuration is a mistake: quietly keeping documents on one machine's disk would hide it.
  if (!e.S3_ENDPOINT !== !e.S3_BUCKET) throw new Error('S3_ENDPOINT y S3_BUCKET se configuran juntos: falta uno de los dos.');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY se configuran juntos: falta uno de los dos.');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    pglite: {
      sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
      tierUp: e.PGLITE_WASM_TIER_UP === '1',
      oneCompileThread: e.PGLITE_WASM_COMPILE_THREADS === '1',
    },
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mail: {
      pollMs: e.MAIL_POLL_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.MAIL_RETRY_MAX_MS, e.MAIL_RETRY_BASE_MS),
      retentionDays: e.MAIL_RETENTION_DAYS,
    },
    publicUrl,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    // Demo data by default only on the embedded database: a real server starts empty.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL,
    facultyName: e.FACULTY_NAME,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT,
    orphanSweepGraceSeconds: e.ORPHAN_SWEEP_GRACE_SECONDS,
    cacheTtlSeconds: e.CACHE_TTL_SECONDS,
    redisUrl: e.REDIS_URL || undefined,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    contractCheck: e.CONTRACT_CHECK === '1',
    oidc: oidcConfig(e, publicUrl),
    enrolmentLimitPerPeriod: e.ENROLMENT_LIMIT_PER_PERIOD,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
  };
}
