import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.js';

// Built by hand, not with useTestApp: the backup commands run against a data folder the test then
// reopens.

// The two commands as an operator runs them (npm run backup / restore), on a real DATA_DIR, and
// as the image has them: bundled by the build:server script and run by plain node, since the
// image prunes the dev dependencies (no TypeScript loader).

const work = mkdtempSync(path.join(tmpdir(), 'crewcast-backup-cli-'));
// Beside node_modules, so that the bundle finds its packages as dist/ does.
mkdirSync(path.join('node_modules', '.cache'), { recursive: true });
const bundleDir = mkdtempSync(path.join('node_modules', '.cache', 'crewcast-cli-bundle-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};

beforeAll(() => {
  const args = scripts['build:server']!.split(' ');
  expect(args[0]).toBe('esbuild');
  const outdir = args.indexOf('--outdir=dist');
  expect(outdir, 'build:server writes every bundle into dist/').toBeGreaterThan(0);
  args[outdir] = `--outdir=${bundleDir}`;
  const build = spawnSync(path.join('node_modules', '.bin', 'esbuild'), args.slice(1), {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(build.status, build.stderr).toBe(0);
  expect(readdirSync(bundleDir)).toEqual(
    expect.arrayContaining(['server.js', 'backup.js', 'restore.js']),
  );
}, 90_000);

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, NODE_OPTIONS: _loader, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [path.join(bundleDir, `${script}.js`), ...args], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run backup / restore scripts', () => {
  it('run the bundles with plain node, which the image can, rather than through a TypeScript loader', () => {
    for (const name of ['backup', 'restore']) {
      expect(scripts[name]).toMatch(new RegExp(`node dist/${name}\\.js$`));
      expect(scripts[name]).not.toMatch(/tsx/);
    }
  });
});

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
