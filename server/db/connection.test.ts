import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.js';

describe('database connection', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'survives PostgreSQL cutting an idle connection and answers the next query',
    async () => {
      const t = await buildTestApp();
      try {
        const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db);
        const pid = before.rows[0]?.pid;
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await admin.end();
        // Let the pool notice the cut before the next query.
        await new Promise((r) => setTimeout(r, 200));
        const after = await sql<{ one: number }>`select 1 as one`.execute(t.db);
        expect(after.rows[0]?.one).toBe(1);
        expect(t.lostConnections.map((e) => (e as Error & { code?: string }).code)).toEqual([
          '57P01',
        ]);
      } finally {
        await t.close();
      }
    },
  );
});
