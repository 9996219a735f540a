import { createRequire } from 'node:module';

const requireFromHere = createRequire(import.meta.url);

/**
 * Loads a package the first time a configured service needs it. Stripe's SDK, `pg`, `ioredis`
 * and the Socket.IO Redis adapter weigh about 15 MB of memory together, and the embedded default
 * (SQLite, sandbox payments, one instance) uses none of them, so start-up does not import them;
 * `sharp` (libvips) waits for the first uploaded picture, prom-client for METRICS_TOKEN, and
 * nodemailer for the first e-mail unless SMTP is configured.
 * Types still come from `import type`, so callers stay fully typed.
 */
export function loadOptionalPackage<T>(
  name:
    | 'stripe'
    | 'pg'
    | 'ioredis'
    | '@socket.io/redis-adapter'
    | '@aws-sdk/client-s3'
    | '@aws-sdk/lib-storage'
    | '@sesamecare-oss/redlock'
    | 'sharp'
    | 'prom-client'
    | 'nodemailer',
): T {
  return requireFromHere(name) as T;
}
