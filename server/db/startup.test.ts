import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection.js';
import { demoAccounts } from './seed.js';
import { startFaultProxy } from '../test/fault-proxy.js';
import { DatabaseUnreachable, prepareDatabase, prepareWhenReachable } from './startup.js';

async function userCount({ db }: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('database start-up', () => {
  it('migrates and seeds an empty SQLite database once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crewcast-startup-'));
    const database = openDatabase({ dataDir, onConnectionError: () => {} });
    try {
      expect(await prepareDatabase(database, { seed: true })).toBe(true);
      expect(await prepareDatabase(database, { seed: true })).toBe(false);
      expect(await userCount(database)).toBe(demoAccounts.length);
    } finally {
      await database.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // Instances behind a load balancer start together on one new PostgreSQL database.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets three instances start at the same moment on one empty PostgreSQL database',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `crewcast_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const instances = [1, 2, 3].map(() =>
        openDatabase({
          databaseUrl: url.toString(),
          dataDir: tmpdir(),
          onConnectionError: () => {},
        }),
      );
      try {
        const seeded = await Promise.all(
          instances.map((database) => prepareDatabase(database, { seed: true })),
        );
        // Exactly one created the demo data; every start succeeded.
        expect(seeded.filter(Boolean)).toHaveLength(1);
        expect(await userCount(instances[0]!)).toBe(demoAccounts.length);
      } finally {
        await Promise.all(instances.map((database) => database.db.destroy()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    60_000,
  );

  // A compose stack starts the app before PostgreSQL answers; a failover may be under way.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'waits for a PostgreSQL that refuses at start, one line per try, and gives up with one line',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `crewcast_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const proxy = await startFaultProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const database = openDatabase({
        databaseUrl: proxy.via(url.toString()),
        dataDir: tmpdir(),
        onConnectionError: () => {},
      });
      try {
        await proxy.set('refuse');
        const gaveUp = await prepareWhenReachable(database, {
          seed: false,
          log: () => {},
          waitMs: 300,
          everyMs: 100,
        }).catch((error: unknown) => error);
        expect(gaveUp).toBeInstanceOf(DatabaseUnreachable);
        expect((gaveUp as Error).message).toMatch(/^The database did not answer .*ECONNREFUSED/);
        expect((gaveUp as Error).message).not.toContain('\n');

        const lines: string[] = [];
        const ready = await prepareWhenReachable(database, {
          seed: false,
          // The database comes up after the first failed try.
          log: (line) => {
            lines.push(line);
            void proxy.set('forward');
          },
          everyMs: 100,
        });
        expect(ready).toBe(false);
        expect(lines[0]).toMatch(/^database unreachable at start \(ECONNREFUSED/);
        expect(await userCount(database)).toBe(0);
      } finally {
        await database.db.destroy();
        await proxy.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    60_000,
  );
});
