import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';

describe.runIf(process.env.TEST_DATABASE_URL)('database connection', () => {
  const app = useTestApp();

  it('survives PostgreSQL cutting an idle connection and answers the next query', async () => {
    const t = app();
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db);
    const pid = before.rows[0]?.pid;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    // The next query goes out once the pool has heard of the cut and let the connection go.
    await vi.waitFor(() => expect(t.lostConnections).toHaveLength(1));
    const after = await sql<{ one: number }>`select 1 as one`.execute(t.db);
    expect(after.rows[0]?.one).toBe(1);
    expect(t.lostConnections.map((e) => (e as Error & { code?: string }).code)).toEqual(['57P01']);
  });
});
