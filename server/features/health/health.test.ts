import { mkdtempSync, rmSync } from 'node:fs';
import { healthRoutes } from '../../../common/api/health.js';
import { callRoute } from '../../test/call-route.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadinessReport } from '../../../common/api/health.js';
import { memoryRateLimiter, redisRateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import { hasRedisServer, startRedisServer } from '../../test/redis-server.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { checkReadiness } from './readiness.js';

// Built by hand, not with useTestApp: the readiness tests stop the database under an app they build
// themselves.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function until(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('readiness', () => {
  it('answers 200 with every check when the instance can take traffic', async () => {
    t = await buildTestApp();
    const res = (await callRoute(t, healthRoutes.ready, null)).raw;
    expect(res.statusCode).toBe(200);
    const report = ReadinessReport.parse(res.json());
    expect(report).toMatchObject({
      ready: true,
      checks: {
        database: 'ok',
        redis: 'unused',
        storage: 'ok',
        bucket: 'unused',
        shuttingDown: false,
      },
    });
    expect(report.checks.disk.status).toBe('ok');
    expect(report.checks.disk.freeBytes).toBeGreaterThan(0);
  });

  it('answers 503 with the report while the database is down; liveness says 503 too', async () => {
    t = await buildTestApp();
    const app = t.app;
    await t.db.destroy();
    // The database is gone; close the app without touching it again.
    t.db.destroy = async () => {};
    const res = (await callRoute({ app }, healthRoutes.ready, null)).raw;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ ready: false, checks: { database: 'down' } });
    expect((await callRoute({ app }, healthRoutes.health, null)).status).toBe(503);
  });

  it('is unready when the data folder cannot be written or its disk is nearly full', async () => {
    t = await buildTestApp();
    const deps = { db: t.db, limiter: memoryRateLimiter(), shuttingDown: () => false };
    const missing = path.join(tmpdir(), 'crewcast-no-such-folder', 'data');
    const gone = await checkReadiness({ ...deps, dataDir: missing });
    expect(gone.ready).toBe(false);
    expect(gone.checks.storage).toBe('down');

    // More free space asked for than any disk has: the real free space reads as low.
    const low = await checkReadiness({
      ...deps,
      dataDir: t.config.DATA_DIR,
      minFreeBytes: Number.MAX_SAFE_INTEGER,
    });
    expect(low.ready).toBe(false);
    expect(low.checks.disk.status).toBe('low');
    expect(low.checks.storage).toBe('ok');
  });

  it('is unready from the moment the instance starts shutting down', async () => {
    t = await buildTestApp();
    const report = await checkReadiness({
      db: t.db,
      limiter: memoryRateLimiter(),
      dataDir: t.config.DATA_DIR,
      shuttingDown: () => true,
    });
    expect(report).toMatchObject({ ready: false, checks: { database: 'ok', shuttingDown: true } });
  });

  it.runIf(hasRedisServer())(
    'reports Redis down but stays ready while Redis is away, and ok once it is back',
    async () => {
      t = await buildTestApp();
      const redis = await startRedisServer();
      await redis.stop();
      const limiter = redisRateLimiter(redis.url, 'crewcast-test-ready:');
      const dataDir = mkdtempSync(path.join(tmpdir(), 'crewcast-ready-'));
      const deps = { db: t.db, limiter, dataDir, shuttingDown: () => false };
      try {
        const during = await checkReadiness(deps);
        expect(during).toMatchObject({ ready: true, checks: { redis: 'down' } });
        await redis.start();
        await until(() => {
          const store = limiter.store?.();
          return store?.kind === 'redis' && store.connected;
        }, 10_000);
        expect((await checkReadiness(deps)).checks.redis).toBe('ok');
      } finally {
        await limiter.close();
        await redis.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});
