import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../db/connection.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file that every test app copies instead of migrating again. */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database that test databases are created from (TEST_DATABASE_URL). */
    postgresTemplate: string;
    /** The prefix of this run's PostgreSQL test databases, swept when the run ends. */
    postgresPrefix: string;
  }
}

/** The admin URL with another database name in its path. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/**
 * Global setup of the server tests: every test app used to run all the migrations on its own
 * fresh database, which on PostgreSQL costs seconds each and was most of the suite's time. The
 * migrations run once here, and each test database starts as a copy of the result. The migrations
 * themselves keep their own tests (server/db), which migrate from empty.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'crewcast-template-'));
  const sqlite = openDatabase({ dataDir: dir, onConnectionError: () => {} });
  await migrateToLatest(sqlite.db);
  await sqlite.db.destroy();
  project.provide('sqliteTemplate', path.join(dir, 'crewcast.sqlite'));

  const adminUrl = process.env.TEST_DATABASE_URL;
  const prefix = `crewcast_test_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  project.provide('postgresPrefix', prefix);
  project.provide('postgresTemplate', adminUrl ? template : '');
  if (adminUrl) {
    await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${template}`));
    const postgres = openDatabase({
      databaseUrl: databaseUrl(adminUrl, template),
      dataDir: dir,
      onConnectionError: () => {},
    });
    await migrateToLatest(postgres.db);
    await postgres.db.destroy();
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!adminUrl) return;
    // Test databases whose drop a test did not wait for, and the template, go with the run.
    await withAdmin(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${prefix}%`],
      );
      for (const { datname } of rows)
        await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  };
}
