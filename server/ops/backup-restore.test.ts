import { randomUUID } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test/factories.js';
import { fakeMp4, get, insertOrder, sha256, uploadWhole } from '../test/drive.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { backupDataDir } from './backup.js';
import { RestoreRefused, restoreArchive } from './restore.js';

// Built by hand, not with useTestApp: each test backs up one app and restores into another built on
// the restored data folder.

// Backups are of the embedded SQLite database and the files folder; on PostgreSQL the server's
// data is not in DATA_DIR, so these run on SQLite only (the commands refuse DATABASE_URL).
const onSqlite = !process.env.TEST_DATABASE_URL;

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'crewcast-backup-test-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function chatMessage(t: TestApp, from: TestUser, to: TestUser, body: string) {
  const [a, b] = [from.uid, to.uid].sort();
  await t.db
    .insertInto('chat_messages')
    .values({
      id: randomUUID(),
      conversation: `d:${a}:${b}`,
      type: 'Direct',
      author_id: from.uid,
      client_id: randomUUID(),
      from_id: from.uid,
      to_id: to.uid,
      thread_id: null,
      body,
      alias: null,
      reference_file_id: null,
      link: null,
      emulated_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** What a restore must bring back: every row of the tables that matter, in a stable order. */
async function snapshot(t: TestApp) {
  return {
    users: await t.db.selectFrom('users').select(['id', 'username']).orderBy('id').execute(),
    orders: await t.db.selectFrom('production_requests').selectAll().orderBy('id').execute(),
    messages: await t.db.selectFrom('chat_messages').selectAll().orderBy('seq').execute(),
    credits: await t.db.selectFrom('credit_entries').selectAll().orderBy('id').execute(),
    files: await t.db
      .selectFrom('drive_files')
      .select(['id', 'sha256'])
      .where('sha256', 'is not', null)
      .orderBy('id')
      .execute(),
  };
}

describe.runIf(onSqlite)('backup and restore of DATA_DIR', () => {
  it('copies a server under writes; a server on the restored folder has every order, message, credit and file', async () => {
    const t = await buildTestApp();
    cleanup.push(() => t.close());
    const partner = await createUser(t, { accountType: 'Partner' });
    const editor = await createUser(t, { accountType: 'Production', isEditor: true });
    const admin = await createUser(t, { accountType: 'Admin' });
    const footage = fakeMp4(3 * 1024 * 1024 + 17);
    const upload = await uploadWhole(t, partner, footage);
    const orderId = await insertOrder(t, { clientId: partner.uid, staffId: editor.uid });
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/payment/credits/grant',
      headers: admin.headers,
      payload: {
        uid: partner.uid,
        product: 'Video Edit',
        duration: 10,
        quantity: 3,
        note: 'backup test',
      },
    });
    expect(grant.statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) await chatMessage(t, partner, editor, `before ${i}`);
    const before = await snapshot(t);

    // Writes keep coming while the archive is made: messages and further uploads.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await chatMessage(t, editor, partner, `during ${written}`);
        if (written % 10 === 0) await uploadWhole(t, partner, fakeMp4(64 * 1024 + written));
        written += 1;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const out = scratch();
    const result = await backupDataDir({ dataDir: t.config.DATA_DIR, outDir: out }).finally(
      () => (writing = false),
    );
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(path.basename(result.archive)).toMatch(
      /^crewcast-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
    );
    expect(result.manifest.entries.map((e) => e.path)).toContain(`files/${upload.id}`);
    // Nothing is left behind but the archive.
    expect(readdirSync(out)).toEqual([path.basename(result.archive)]);

    const restoredDir = path.join(scratch(), 'data');
    await restoreArchive({ archive: result.archive, dataDir: restoredDir });
    const r = await buildTestApp({
      dataDir: restoredDir,
      env: { JWT_SECRET: t.config.JWT_SECRET },
    });
    cleanup.push(() => r.close());
    const after = await snapshot(r);
    expect(after.users).toEqual(before.users);
    expect(after.orders).toEqual(before.orders);
    expect(after.credits).toEqual(before.credits);
    // Everything written before the backup is there, in order; some of what came during may be.
    expect(after.messages.slice(0, before.messages.length)).toEqual(before.messages);
    for (const file of before.files) expect(after.files).toContainEqual(file);

    // Through the API, with the tokens signed before the backup.
    const orders = await get(r, partner, '/api/payment/fulfillment/requests?type=unfulfilled');
    expect(orders.json<{ items: { requestId: string }[] }>().items.map((o) => o.requestId)).toEqual(
      [orderId],
    );
    const download = await get(r, partner, `/api/drive/download/${upload.id}`);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(footage));
    const credits = await get(r, partner, '/api/payment/transactions');
    expect(credits.statusCode).toBe(200);
    expect(credits.body).toEqual((await get(t, partner, '/api/payment/transactions')).body);
  }, 60_000);

  it('refuses to restore into a folder that holds anything, and changes nothing there', async () => {
    const t = await buildTestApp();
    cleanup.push(() => t.close());
    const { archive } = await backupDataDir({ dataDir: t.config.DATA_DIR, outDir: scratch() });
    const live = scratch();
    writeFileSync(path.join(live, 'crewcast.sqlite'), 'the live database');
    await expect(restoreArchive({ archive, dataDir: live })).rejects.toThrow(RestoreRefused);
    await expect(restoreArchive({ archive, dataDir: live })).rejects.toThrow(/is not empty/);
    expect(readdirSync(live)).toEqual(['crewcast.sqlite']);
    // Nothing unpacked is left beside it either.
    expect(readdirSync(path.dirname(live)).filter((f) => f.includes('.restoring-'))).toEqual([]);
  });

  it('restores into an empty folder, and refuses a damaged or foreign archive leaving no trace', async () => {
    const t = await buildTestApp();
    cleanup.push(() => t.close());
    const { archive } = await backupDataDir({ dataDir: t.config.DATA_DIR, outDir: scratch() });
    const empty = path.join(scratch(), 'empty');
    mkdirSync(empty);
    await restoreArchive({ archive, dataDir: empty });
    expect(readdirSync(empty)).toContain('crewcast.sqlite');

    const base = scratch();
    const notAnArchive = path.join(base, 'notes.tar.gz');
    writeFileSync(notAnArchive, 'plain text, not gzip');
    const target = path.join(base, 'data');
    await expect(restoreArchive({ archive: notAnArchive, dataDir: target })).rejects.toThrow(
      RestoreRefused,
    );
    await expect(
      restoreArchive({ archive: path.join(base, 'missing.tar.gz'), dataDir: target }),
    ).rejects.toThrow(/No backup archive/);
    expect(readdirSync(base).sort()).toEqual(['notes.tar.gz']);
  });

  it('keeps DATA_DIR, its database and secrets, the archive and a restored folder to their owner', async () => {
    const t = await buildTestApp();
    cleanup.push(() => t.close());
    const modeOf = (at: string) => statSync(at).mode & 0o777;
    const data = t.config.DATA_DIR;
    writeFileSync(path.join(data, 'jwt-secret'), 'a-kept-secret-long-enough-for-hs256-signing', {
      mode: 0o600,
    });
    expect(modeOf(data)).toBe(0o700);
    expect(modeOf(path.join(data, 'crewcast.sqlite'))).toBe(0o600);
    const { archive } = await backupDataDir({ dataDir: data, outDir: scratch() });
    expect(modeOf(archive)).toBe(0o600);
    const restored = path.join(scratch(), 'restored');
    // A shell's loose umask must not widen what restore writes.
    const umask = process.umask(0o022);
    try {
      await restoreArchive({ archive, dataDir: restored });
    } finally {
      process.umask(umask);
    }
    expect(modeOf(restored)).toBe(0o700);
    for (const file of ['crewcast.sqlite', 'jwt-secret'])
      expect(modeOf(path.join(restored, file))).toBe(0o600);
  });

  it('narrows a DATA_DIR and database that an earlier version left readable by others', async () => {
    const t = await buildTestApp();
    const database = readFileSync(path.join(t.config.DATA_DIR, 'crewcast.sqlite'));
    await t.close();
    const copy = path.join(scratch(), 'data');
    mkdirSync(copy, { mode: 0o755 });
    writeFileSync(path.join(copy, 'crewcast.sqlite'), database, { mode: 0o644 });
    const reopened = await buildTestApp({ dataDir: copy });
    cleanup.push(() => reopened.close());
    expect(statSync(copy).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(copy, 'crewcast.sqlite')).mode & 0o777).toBe(0o600);
  });

  it('refuses to back up a folder without a database', async () => {
    await expect(backupDataDir({ dataDir: scratch(), outDir: scratch() })).rejects.toThrow(
      /No Crewcast database/,
    );
  });
});
