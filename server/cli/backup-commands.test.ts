import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.js';

// The two commands as an operator runs them (npm run backup / restore), on a real DATA_DIR.

const work = mkdtempSync(path.join(tmpdir(), 'crewcast-backup-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', `server/cli/${script}.ts`, ...args],
    { env: { ...inherited, ...env }, encoding: 'utf8', timeout: 30_000 },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe.runIf(!process.env.TEST_DATABASE_URL)('npm run backup / restore', () => {
  it('backs DATA_DIR up into --out, restores it into a new DATA_DIR, and refuses it twice', async () => {
    const t = await buildTestApp();
    const out = path.join(work, 'archives');
    try {
      const backup = run('backup', ['--out', out], { DATA_DIR: t.config.DATA_DIR });
      expect(backup.err).toBe('');
      expect(backup.code).toBe(0);
      const [archive] = readdirSync(out);
      expect(backup.out).toContain(path.join(out, archive!));

      const target = path.join(work, 'restored');
      const restore = run('restore', [path.join(out, archive!)], { DATA_DIR: target });
      expect(restore.code, restore.err).toBe(0);
      expect(restore.out).toMatch(/all checked/);
      expect(readdirSync(target)).toContain('crewcast.sqlite');

      const again = run('restore', [path.join(out, archive!)], { DATA_DIR: target });
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/^Nothing restored: .* is not empty/);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('says how to use them, and sends PostgreSQL users to pg_dump and pg_restore', () => {
    const usage = run('restore', [], { DATA_DIR: path.join(work, 'x') });
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/Usage: npm run restore -- <backup archive>/);
    const pg = run('backup', [], { DATABASE_URL: 'postgres://127.0.0.1:5432/none' });
    expect(pg.code).toBe(2);
    expect(pg.err).toMatch(/pg_dump/);
    const pgRestore = run('restore', ['a.tar.gz'], {
      DATABASE_URL: 'postgres://127.0.0.1:5432/none',
    });
    expect(pgRestore.code).toBe(2);
    expect(pgRestore.err).toMatch(/pg_restore/);
  }, 60_000);
});
