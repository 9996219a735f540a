import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { installErrorHandler } from './error-handler.js';

// Built by hand, not with useTestApp: each test cuts or hangs the database under an app it builds
// itself.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let seq = 0;
function signUp(app: TestApp['app']) {
  seq += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/user/signup',
    payload: {
      accountType: 'Affiliate',
      name: 'Olly Outage',
      email: `outage${seq}@example.com`,
      username: `outage_${seq}`,
      password: 'a-long-enough-password',
      rblxHandle: 'olly_rbx',
    },
  });
}

describe('answers to an outage', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'answers 503 service_unavailable with Retry-After while SQLite stays locked, then recovers',
    async () => {
      t = await buildTestApp();
      // Another process holds the write lock past the busy timeout (5 s).
      const other = new SQLite(path.join(t.config.DATA_DIR, 'crewcast.sqlite'));
      other.exec('BEGIN IMMEDIATE');
      try {
        const refused = await signUp(t.app);
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.json().error.code).toBe('service_unavailable');
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      expect((await signUp(t.app)).statusCode).toBe(200);
    },
    30_000,
  );

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'answers 507 insufficient_storage when the SQLite file cannot grow',
    async () => {
      t = await buildTestApp();
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.db);
      await sql.raw(`PRAGMA max_page_count = ${rows[0]!.page_count}`).execute(t.db);
      let res = await signUp(t.app);
      for (let i = 0; i < 20 && res.statusCode === 200; i += 1) res = await signUp(t.app);
      expect(res.statusCode).toBe(507);
      expect(res.json().error).toMatchObject({
        code: 'insufficient_storage',
        message: expect.stringContaining('run out of storage'),
      });
    },
    60_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers 503 with Retry-After while PostgreSQL refuses connections, then recovers',
    async () => {
      t = await buildTestApp();
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
      const name = rows[0]!.name;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        const refused = await signUp(t.app);
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.json().error.code).toBe('service_unavailable');
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json().error.code).toBe('service_unavailable');
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      expect((await signUp(t.app)).statusCode).toBe(200);
    },
    30_000,
  );

  // /dev/full answers every write with ENOSPC, as a full volume does.
  it.runIf(existsSync('/dev/full'))('answers 507 when a write finds the disk full', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.post('/write', async () => {
      await writeFile('/dev/full', 'bytes');
      return { ok: true };
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/write' });
      expect(res.statusCode).toBe(507);
      expect(res.json().error.code).toBe('insufficient_storage');
    } finally {
      await app.close();
    }
  });
});
