import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { driveRoutes } from '../../common/api/drive.js';
import { reviewVersionRoutes } from '../../common/api/review-versions.js';
import { signAccessToken } from '../auth/tokens.js';
import { localDiskStorage } from '../integrations/storage/local-disk-storage.js';
import { callRoute } from '../test/call-route.js';
import { testClock } from '../test/orders.js';
import { runMedia } from '../test/review-versions.js';
import type { TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { demoAccounts, demoPassword, seedDemoData, seedDemoFiles } from './seed.js';

const app = useTestApp({}, 'test');

describe('demo data', () => {
  it('creates one verified account of each type once, each able to log in', async () => {
    expect(await seedDemoData(app().db)).toBe(true);
    expect(await seedDemoData(app().db)).toBe(false);
    for (const account of demoAccounts) {
      const res = await app().app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { username: account.username, password: demoPassword },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().useraccounttype).toBe(account.accountType);
    }
    expect(new Set(demoAccounts.map((a) => a.accountType))).toEqual(
      new Set(['Admin', 'Partner', 'Production', 'Affiliate']),
    );
  });
});

/** A demo account's id and the headers of a request made as them. */
async function demoUser(t: TestApp, username: string) {
  const row = await t.db
    .selectFrom('users')
    .select(['id', 'account_type'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const token = await signAccessToken(t.jwtKey, { uid: row.id, accountType: row.account_type });
  return { uid: row.id, headers: { authorization: `Bearer ${token}` } };
}

/** The demo's accepted edit, "Launch trailer": its id and folder. */
const launchTrailer = (t: TestApp) =>
  t.db
    .selectFrom('production_requests')
    .select(['id', 'folder_id'])
    .where('title', '=', 'Launch trailer')
    .executeTakeFirstOrThrow();

/** The demo files' step as main.ts runs it, on the test app's files, with what it logged. */
async function storeDemoFiles(t: TestApp, options: { enabled?: boolean; ffmpeg?: string } = {}) {
  const lines: Array<{ level: string; fields: object; message: string }> = [];
  const stored = await seedDemoFiles({
    db: t.db,
    storage: localDiskStorage(path.join(t.config.DATA_DIR, 'files')),
    enabled: options.enabled ?? true,
    log: {
      info: (fields, message) => lines.push({ level: 'info', fields, message }),
      warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
    },
    ...(options.ffmpeg ? { commands: { ffmpeg: options.ffmpeg, ffprobe: options.ffmpeg } } : {}),
  });
  return { stored, lines };
}

describe('the demo’s delivered video', () => {
  // ffmpeg encodes a clip, then the media job reads it and makes its images and proxy.
  it(
    'plays in the accepted order’s versions for its editor and Partner',
    { timeout: 120_000 },
    async () => {
      const t = app();
      await seedDemoData(t.db);
      const { stored, lines } = await storeDemoFiles(t);
      expect(stored, JSON.stringify(lines)).toBe(true);
      await runMedia({ ...t, clock: testClock(new Date().toISOString()), notices: [] });
      const order = await launchTrailer(t);
      for (const username of ['editor', 'partner']) {
        const who = await demoUser(t, username);
        const versions = await callRoute(t, reviewVersionRoutes.versions, who, {
          params: { requestId: order.id },
        });
        expect(versions.status).toBe(200);
        expect(versions.body.versions).toHaveLength(1);
        const [v1] = versions.body.versions;
        expect(v1).toMatchObject({ version: 1, state: 'approved', frameRate: 30 });
        expect(v1!.files).toHaveLength(1);
        expect(v1!.files[0]).toMatchObject({ name: 'launch-trailer-v1.mp4', kind: 'video' });
        expect(v1!.files[0]!.media).toMatchObject({ state: 'ready', durationMs: 6000 });
        expect(v1!.files[0]!.media?.posterUrl).toBeTruthy();
        expect(v1!.files[0]!.media?.proxyUrl).toMatch(/^\/api\/media\/proxy\//);
        // The order's folder holds the delivery, which the editor used to be refused (Not found).
        const folder = await callRoute(t, driveRoutes.fileContents, who, {
          params: { id: order.folder_id },
          query: { layers: 2 },
        });
        expect(folder.status).toBe(200);
        expect(folder.body.files[1]!.map((f) => f.name)).toEqual(['launch-trailer-v1.mp4']);
      }
    },
  );

  it('is left out, saying why, when ffmpeg is missing or MEDIA_TOOLS is off', async () => {
    const t = app();
    await seedDemoData(t.db);
    const missing = await storeDemoFiles(t, { ffmpeg: 'ffmpeg-that-is-not-installed' });
    const off = await storeDemoFiles(t, { enabled: false });
    for (const { stored, lines } of [missing, off]) {
      expect(stored).toBe(false);
      expect(lines.map((l) => `${l.level} ${l.message}`)).toEqual([
        expect.stringMatching(/^warn The demo order "Launch trailer" gets no delivered video: /),
      ]);
    }
    expect(missing.lines[0]!.fields).toMatchObject({ reason: 'ffmpeg is not installed' });
    expect(off.lines[0]!.fields).toMatchObject({ reason: 'MEDIA_TOOLS is off' });
    const files = await t.db.selectFrom('drive_files').select('id').execute();
    expect(files).toEqual([]);
  });
});
