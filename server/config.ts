import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { driveLimits } from '../common/limits.js';
import { ownerOnlyDir, ownerOnlyFile, privateFileMode } from './ops/owner-only.js';
import { optionalText, shownValue } from './config-values.js';
import { googleSettings } from './config-google.js';

// The only reader of process.env: every variable is parsed here once, at start-up.

const urlWith = (schemes: string[], what: string) =>
  optionalText.refine(
    (v) => v === undefined || schemes.some((s) => v.startsWith(s)),
    `expects ${what} (a URL starting with ${schemes.join(' or ')})`,
  );

// A flag: exactly true or false, false when unset.
const flag = z
  .enum(['true', 'false'], { error: 'expects true or false' })
  .default('false')
  .transform((v) => v === 'true');

// How many reverse proxies in front of the server may name the client in X-Forwarded-For: the
// client is the address that many hops in from the connection's peer, as Fastify's trustProxy
// counts. `true` means one (the documented single proxy); `false` none. Trusting every hop would
// take the leftmost entry, which the client writes itself.
const proxyHops = z
  .string()
  .default('false')
  .transform((v, ctx) => {
    if (v === 'false') return 0;
    if (v === 'true') return 1;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    ctx.addIssue({
      code: 'custom',
      message: 'expects false, true (one proxy) or a number of hops',
    });
    return z.NEVER;
  });

// A size limit in bytes, at least 1.
const byteCount = (defaultBytes: number) =>
  z.coerce
    .number({ error: 'expects a number of bytes' })
    .int('expects a whole number of bytes')
    .min(1, 'expects at least 1 byte')
    .default(defaultBytes);

/** Where the data is kept: the settings the backup and restore commands read too. */
const whereDataLives = {
  DATA_DIR: z.string().trim().min(1, 'expects a folder path').default('./data'),
  DATABASE_URL: urlWith(['postgres://', 'postgresql://'], 'a PostgreSQL URL'),
  /** With S3_BUCKET, uploaded files live in that S3-compatible bucket instead of DATA_DIR/files. */
  S3_BUCKET: optionalText,
};

const ConfigSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'expects one of development, production, test',
      })
      .default('development'),
    PORT: z.coerce
      .number({ error: 'expects a port number' })
      .int('expects a whole port number')
      .min(0, 'expects a port between 0 and 65535')
      .max(65535, 'expects a port between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1, 'expects a host name or address').default('0.0.0.0'),
    PUBLIC_URL: optionalText.refine(
      (v) => v === undefined || /^https?:\/\/[^/]+/.test(v),
      'expects the public http(s) URL of the site, like https://crewcast.example',
    ),
    ...whereDataLives,
    REDIS_URL: urlWith(['redis://', 'rediss://'], 'a Redis URL'),
    JWT_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      'expects at least 32 characters of random text',
    ),
    SMTP_URL: urlWith(['smtp://', 'smtps://'], 'an SMTP URL like smtp://user:pass@host:587'),
    MAIL_FROM: z.string().trim().min(3).default('Crewcast <no-reply@crewcast.example>'),
    SUPPORT_EMAIL: z
      .email({ error: 'expects an e-mail address' })
      .default('support@crewcast.example'),
    /** The seller a receipt names: the agency's legal name and its postal address. */
    AGENCY_NAME: z.string().trim().min(1, 'expects the agency name').max(200).default('Crewcast'),
    /** Address lines separated by `|`, as printed on receipts; unset prints none. */
    AGENCY_ADDRESS: optionalText.refine(
      (v) => v === undefined || v.length <= 500,
      'expects at most 500 characters',
    ),
    /** Tax included in the prices, in percent (like 20 or 8.25); unset prints no tax line. */
    TAX_RATE_PERCENT: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({ error: 'expects a percentage like 20 or 8.25' })
        .gt(0, 'expects a percentage above 0')
        .max(100, 'expects a percentage of at most 100')
        .optional(),
    ),
    TAX_LABEL: z.string().trim().min(1, 'expects a label like VAT').max(40).default('Tax'),
    // The per-address socket handshake limit; only a load test from one address needs more.
    SOCKET_HANDSHAKE_LIMIT: z.coerce
      .number('expects a whole number of handshakes')
      .int('expects a whole number of handshakes')
      .min(1, 'expects at least 1 handshake')
      .default(300),
    // Shown to customers as "We usually reply within …" on their Support Team contact.
    SUPPORT_REPLY_WITHIN: z
      .string()
      .trim()
      .regex(/^[^\p{Cc}]{1,40}$/u, 'expects 1-40 characters of plain text, like "a few hours"')
      .default('a few hours'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_API_URL: urlWith(['http://', 'https://'], 'the Stripe API base URL'),
    ALLOW_SANDBOX_PAYMENTS: flag,
    ...googleSettings,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'expects one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    /** With it, GET /metrics answers Prometheus metrics to `Authorization: Bearer <token>`. */
    METRICS_TOKEN: optionalText.refine(
      (v) => v === undefined || v.length >= 16,
      'expects at least 16 characters (a scrape secret, like openssl rand -hex 16)',
    ),
    AUTH_RATE_LIMIT: z.coerce
      .number({ error: 'expects a number of attempts' })
      .int('expects a whole number')
      .min(1, 'expects at least 1')
      .default(30),
    UPLOAD_MAX_VIDEO_BYTES: byteCount(driveLimits.defaultMaxVideoBytes),
    UPLOAD_MAX_IMAGE_BYTES: byteCount(driveLimits.defaultMaxImageBytes),
    TRUST_PROXY: proxyHops,
    /**
     * Test servers only: the orders clock can be moved forward with POST /api/test/clock, so a
     * browser test can see an order pass its due time. Refused in production.
     */
    E2E_CLOCK: flag,
    /**
     * How answers are written (server/http/response-serializer.ts): `validate` checks each one
     * against its schema, `compiled` writes it with a serializer compiled from the schema, `compare`
     * does both and refuses a difference. Unset: `compiled` in production, `compare` in tests,
     * `validate` in development.
     */
    RESPONSE_SERIALIZER: z
      .enum(['validate', 'compiled', 'compare'], { error: 'expects validate, compiled or compare' })
      .optional(),
    /**
     * `auto`: when ffprobe and ffmpeg are on the PATH, uploaded videos get their frame rate read
     * and a poster and scrubbing sprite made in the background; `off`: never (a plain icon).
     */
    MEDIA_TOOLS: z.enum(['auto', 'off'], { error: 'expects auto or off' }).default('auto'),
    /** Free disk space, in MiB, that uploads never take: room for the database and logs. */
    STORAGE_RESERVE_MB: z.coerce
      .number({ error: 'expects a number of MiB' })
      .int('expects a whole number of MiB')
      .min(0, 'expects 0 or more MiB')
      .default(512),
    S3_ENDPOINT: urlWith(['http://', 'https://'], 'the S3 endpoint'),
    S3_REGION: z.string().trim().min(1, 'expects a region name').default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag,
  })
  .superRefine((v, ctx) => {
    if ((v.S3_ENDPOINT || v.S3_ACCESS_KEY_ID || v.S3_SECRET_ACCESS_KEY) && !v.S3_BUCKET)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required with the other S3_ settings (the bucket files are stored in)',
      });
    if (!v.S3_ACCESS_KEY_ID !== !v.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: [v.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other S3 key (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
      });
    if (v.NODE_ENV === 'production' && !v.JWT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production (at least 32 characters of random text)',
      });
    if (v.NODE_ENV === 'production' && v.E2E_CLOCK)
      ctx.addIssue({
        code: 'custom',
        path: ['E2E_CLOCK'],
        message: 'must not be true in production (it lets anyone move the orders clock)',
      });
    if (v.GOOGLE_CLIENT_ID && !v.GOOGLE_CLIENT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'is required with GOOGLE_CLIENT_ID (the secret of the same OAuth client)',
      });
    // The browser cannot mount Stripe's form without it, so a half-configured Stripe fails early.
    if (v.STRIPE_SECRET_KEY && !v.STRIPE_PUBLISHABLE_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'is required with STRIPE_SECRET_KEY (the pk_… key of the same Stripe account)',
      });
  });

/** Every setting of the server, parsed from the environment. */
export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL' | 'JWT_SECRET'> & {
  PUBLIC_URL: string;
  JWT_SECRET: string;
};

/** A configuration value that cannot be used; the message names the variable and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment. When JWT_SECRET is unset outside production, a random secret is
 * generated once and kept in DATA_DIR so sessions survive a restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      const got = env[name];
      return `${name} ${issue.message}${got === undefined ? '' : ` (got '${shownValue(name, got)}')`}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const v = parsed.data;
  const dataDir = path.resolve(v.DATA_DIR);
  return {
    ...v,
    DATA_DIR: dataDir,
    PUBLIC_URL: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, ''),
    JWT_SECRET: v.JWT_SECRET ?? keptSecret(dataDir),
  };
}

function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  ownerOnlyDir(dataDir);
  if (existsSync(file)) {
    ownerOnlyFile(file);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: privateFileMode });
  return secret;
}

/** Where the data is kept, read from the environment without making anything (unlike loadConfig). */
export type DataLocation = { DATA_DIR: string; DATABASE_URL?: string; S3_BUCKET?: string };

/** Reads DATA_DIR (resolved), DATABASE_URL and S3_BUCKET as the server would. */
export function dataLocation(env: NodeJS.ProcessEnv = process.env): DataLocation {
  const parsed = z.object(whereDataLives).safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      `Invalid configuration:\n  ${parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`).join('\n  ')}`,
    );
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
