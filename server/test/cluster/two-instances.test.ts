import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { orderLimits } from '../../../common/limits.js';
import { tusPatchContentType, tusVersion } from '../../../common/tus.js';
import { fakeMp4, fakePng } from '../drive.js';
import {
  call,
  createUpload,
  downloadInRanges,
  eventually,
  liveTab,
  logIn,
  sha256,
  tusSend,
  type Account,
  type LiveTab,
} from './clients.js';
import { demoPassword } from '../../db/seed.js';
import {
  clusterMetricsToken,
  pgAdminUrl,
  pgUnreachable,
  startCluster,
  type Cluster,
} from './cluster.js';

// Two real server processes behind a balancer, on PostgreSQL, Redis and an S3 server, all
// started here (npm run test:cluster; docs/decisions/016-two-instance-test.md). The scenarios
// run in order on one cluster: the last one ends instance A.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MiB = 1024 * 1024;

/** How many account changes an instance has heard the database announce (its /metrics). */
async function accountChangesHeard(base: string): Promise<number> {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${clusterMetricsToken}` },
  });
  const text = await res.text();
  const line = /^crewcast_account_changes_heard_total (\d+)/m.exec(text);
  if (!line) throw new Error('no crewcast_account_changes_heard_total on /metrics');
  return Number(line[1]);
}

const unreachable = await pgUnreachable();
if (unreachable)
  console.warn(
    `\nSKIPPED: the two-instance test needs PostgreSQL at ${pgAdminUrl} (set PG_ADMIN_URL): ${unreachable}\n`,
  );

describe.skipIf(unreachable !== undefined)('two instances behind a balancer', () => {
  let c: Cluster;
  let partner: Account;
  let editor: Account;
  let artist: Account;
  let admin: Account;
  const tabs: LiveTab[] = [];
  /** The 20 MiB file of the first upload, downloaded again during the shutdown. */
  let bigFileId = '';

  beforeAll(async () => {
    c = await startCluster();
    [partner, editor, artist, admin] = await Promise.all([
      logIn(c.a.url, 'partner'),
      logIn(c.a.url, 'editor'),
      logIn(c.a.url, 'artist'),
      logIn(c.a.url, 'admin'),
    ]);
  });
  afterAll(async () => {
    tabs.forEach((tab) => tab.close());
    await c?.close();
  });
  const showLogs = () =>
    onTestFailed(() => {
      console.error(`--- instance A ---\n${c.a.log().slice(-6000)}`);
      console.error(`--- instance B ---\n${c.b.log().slice(-6000)}`);
    });
  const relogin = (who: Account) => () => logIn(c.proxy.url, who.username);

  /**
   * The stored SHA-256 and size of a file, as the database has them. The digest is written by a
   * job just after the upload answers (decision 036), so this waits up to 20 s for it.
   */
  const fileRow = async (id: string) => {
    for (let attempt = 0; ; attempt += 1) {
      const { rows } = await c.db.query<{ sha256: string | null; size: string }>(
        'SELECT sha256, size FROM drive_files WHERE id = $1',
        [id],
      );
      if (rows[0]?.sha256 || attempt >= 200) return rows[0];
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** How many messages with this body are stored. */
  const storedMessages = async (body: string) =>
    Number(
      (
        await c.db.query<{ n: string }>('SELECT count(*) AS n FROM chat_messages WHERE body = $1', [
          body,
        ])
      ).rows[0]?.n,
    );

  const heardTimes = (tab: LiveTab, body: string) =>
    tab.heard.filter((m) => m.body === body).length;

  /**
   * A "nothing more arrives" check: `from` writes to `toUid` after the messages checked, and this
   * resolves once `tab` heard that sentinel, behind which a duplicate of an earlier message of
   * the same sender would have come.
   */
  const sentinelHeard = async (from: LiveTab, toUid: string, tab: LiveTab) => {
    const body = `sentinel ${Date.now()} ${Math.random()}`;
    expect(await from.send(toUid, body)).toMatchObject({ ok: true });
    await eventually(() => expect(heardTimes(tab, body)).toBe(1), 20_000);
  };

  it('both instances started together on one empty database, and both are ready', async () => {
    showLogs();
    for (const base of [c.a.url, c.b.url]) {
      const res = await fetch(`${base}/api/health/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ checks: { database: 'ok', redis: 'ok' } });
    }
  });

  it('a demoted Admin and a logged-out session are refused on the very next request on the other instance', async () => {
    showLogs();
    // Each instance holds the accounts it served (decision 095): both hold the Admin's now.
    for (const base of [c.a.url, c.b.url])
      expect((await call(base, admin, 'GET', '/api/admin/overview')).status).toBe(200);
    // An operator demotes the Admin in SQL; the database announces it to every instance. Each
    // instance's listener hears it on a connection of its own, so the test waits until B has heard
    // it (PostgreSQL gives no order between two listeners), and then B's very next request.
    const heardBefore = await accountChangesHeard(c.b.url);
    await c.db.query(`UPDATE users SET account_type = 'Partner' WHERE id = $1`, [admin.uid]);
    try {
      await eventually(async () =>
        expect(await accountChangesHeard(c.b.url)).toBeGreaterThan(heardBefore),
      );
      expect((await call(c.b.url, admin, 'GET', '/api/admin/overview')).status).toBe(403);
      expect((await call(c.a.url, admin, 'GET', '/api/admin/overview')).status).toBe(403);
    } finally {
      await c.db.query(`UPDATE users SET account_type = 'Admin' WHERE id = $1`, [admin.uid]);
    }
    await eventually(async () =>
      expect((await call(c.b.url, admin, 'GET', '/api/admin/overview')).status).toBe(200),
    );

    // A session logged out through A: once B has heard it, its access token is refused there.
    const login = await fetch(`${c.a.url}/api/auth/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'affiliate', password: demoPassword }),
    });
    const session = (await login.json()) as {
      useruid: string;
      accessToken: string;
      refreshToken: string;
    };
    const refresh = session.refreshToken;
    const who = { username: 'affiliate', uid: session.useruid, token: session.accessToken };
    expect((await call(c.b.url, who, 'GET', '/api/user/me')).status).toBe(200);
    const loggedOutBefore = await accountChangesHeard(c.b.url);
    const out = await fetch(`${c.a.url}/api/auth/user/logout?token=${refresh}`, {
      method: 'DELETE',
    });
    expect(out.status).toBe(200);
    await eventually(async () =>
      expect(await accountChangesHeard(c.b.url)).toBeGreaterThan(loggedOutBefore),
    );
    expect((await call(c.b.url, who, 'GET', '/api/user/me')).status).toBe(401);
    const { rows } = await c.db.query<{ ended: string | null }>(
      'SELECT sessions_ended_at AS ended FROM users WHERE id = $1',
      [who.uid],
    );
    expect(rows[0]?.ended).not.toBeNull();
  });

  it('an upload through A cut mid-way resumes through B, and downloads by Range equal through A and B', async () => {
    showLogs();
    const bytes = fakeMp4(20 * MiB);
    const { uri, id } = await createUpload(c.proxy.url, partner, {
      size: bytes.length,
      directory: 'Cluster footage',
      type: 'video/mp4',
      name: 'cut.mp4',
    });
    let servedBeforeCut = -1;
    c.proxy.prefer('a');
    // The link breaks after 11 MiB (past one 8 MiB part); the balancer sends what follows to B.
    c.proxy.cutAfter(11 * MiB, () => {
      servedBeforeCut = c.proxy.served().length;
      c.proxy.prefer('b');
    });
    const upload = tusSend(`${c.proxy.url}${uri}`, partner, bytes);
    onTestFailed(() => console.error('tus exchanges', upload.exchanges, c.proxy.served()));
    await upload.done;

    expect(servedBeforeCut).toBeGreaterThan(0);
    expect(c.proxy.served().slice(servedBeforeCut - 1)).toEqual(expect.arrayContaining(['a', 'b']));
    expect(
      c.proxy
        .served()
        .slice(servedBeforeCut)
        .every((name) => name === 'b'),
    ).toBe(true);
    // After the cut the client asked B where the upload stood and sent only the rest.
    const heads = upload.exchanges.filter((e) => e.method === 'HEAD');
    expect(heads.length).toBeGreaterThanOrEqual(2);
    const resumedAt = heads.at(-1)?.offset ?? 0;
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(11 * MiB);
    expect(upload.exchanges.at(-1)).toMatchObject({ method: 'PATCH', status: 204 });
    expect(upload.exchanges.at(-1)?.offset).toBe(bytes.length);

    const expected = sha256(bytes);
    expect(await fileRow(id)).toEqual({ sha256: expected, size: String(bytes.length) });
    bigFileId = id;
    const viaA = await downloadInRanges(c.a.url, partner, id, bytes.length, 3);
    const viaB = await downloadInRanges(c.b.url, partner, id, bytes.length, 4);
    expect(sha256(viaA)).toBe(expected);
    expect(sha256(viaB)).toBe(expected);
  });

  /** A tus request on `uri` straight to one instance, as a browser retry or a second tab. */
  const tusRequest = (base: string, uri: string, method: 'HEAD' | 'PATCH', body?: Buffer) =>
    fetch(`${base}${uri}`, {
      method,
      headers: {
        authorization: `Bearer ${partner.token}`,
        'tus-resumable': tusVersion,
        ...(body ? { 'upload-offset': '0', 'content-type': tusPatchContentType } : {}),
      },
      ...(body ? { body } : {}),
    });

  it('two PATCHes of one upload at the same moment on A and B: one stores it, no lock stays behind', async () => {
    showLogs();
    for (let pair = 0; pair < 3; pair += 1) {
      const bytes = fakeMp4(3 * MiB);
      const { uri, id } = await createUpload(c.balancer.url, partner, {
        size: bytes.length,
        directory: 'Cluster footage',
        type: 'video/mp4',
        name: `twice-${pair}.mp4`,
      });
      const send = (base: string) =>
        tusRequest(base, uri, 'PATCH', bytes).then(
          (res) => res.status,
          () => 'cut',
        );
      // Each is stored, cut (what it wrote stays), or refused with 409 as the other had stored
      // bytes first: never a 500 after a long wait, and no lock left behind.
      const answers = await Promise.all([send(c.a.url), send(c.b.url)]);
      for (const answer of answers) expect([204, 409, 'cut']).toContain(answer);
      let offset = 0;
      for (const base of [c.a.url, c.b.url]) {
        const started = Date.now();
        const head = await tusRequest(base, uri, 'HEAD');
        expect(Date.now() - started).toBeLessThan(2_000);
        offset = Number(head.headers.get('upload-offset'));
      }
      // The client resumes from the stored offset, as after any cut.
      if (offset < bytes.length) {
        const rest = await fetch(`${c.b.url}${uri}`, {
          method: 'PATCH',
          headers: {
            authorization: `Bearer ${partner.token}`,
            'tus-resumable': tusVersion,
            'upload-offset': String(offset),
            'content-type': tusPatchContentType,
          },
          body: bytes.subarray(offset),
        });
        expect(rest.status).toBe(204);
      }
      expect(await fileRow(id)).toEqual({ sha256: sha256(bytes), size: String(bytes.length) });
    }
  });

  it('a chat message sent on A reaches a socket on B exactly once', async () => {
    showLogs();
    const onA = await liveTab(c.a.url, partner, relogin(partner));
    const onB = await liveTab(c.b.url, editor, relogin(editor));
    tabs.push(onA, onB);
    const body = `across instances ${Date.now()}`;
    expect(await onA.send(editor.uid, body)).toMatchObject({ ok: true });
    await eventually(() => expect(heardTimes(onB, body)).toBe(1));
    await sentinelHeard(onA, editor.uid, onB);
    expect(heardTimes(onB, body)).toBe(1);
    expect(await storedMessages(body)).toBe(1);
    onA.close();
    onB.close();
  });

  it('live tabs behind a per-request balancer stay connected, and messages reach each once', async () => {
    showLogs();
    const tabsNow = await Promise.all([
      liveTab(c.balancer.url, partner, relogin(partner)),
      liveTab(c.balancer.url, editor, relogin(editor)),
      liveTab(c.balancer.url, editor, relogin(editor)),
      liveTab(c.balancer.url, artist, relogin(artist)),
      liveTab(c.balancer.url, admin, relogin(admin)),
    ]);
    tabs.push(...tabsNow);
    const [fromTab, ...others] = tabsNow;
    // Each request and upgrade went to the next instance: the tabs sit on both.
    expect(new Set(c.balancer.served())).toEqual(new Set(['a', 'b']));
    const bodies: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const body = `round robin ${i} ${Date.now()}`;
      bodies.push(body);
      expect(await fromTab!.send(editor.uid, body)).toMatchObject({ ok: true });
      // Requests in between move the balancer's turn, as other users' traffic would.
      await call(c.balancer.url, partner, 'GET', '/api/health/ready');
    }
    const editors = [others[0]!, others[1]!];
    for (const tab of editors)
      await eventually(() => expect(heardTimes(tab, bodies.at(-1)!)).toBe(1));
    for (const tab of editors) for (const body of bodies) expect(heardTimes(tab, body)).toBe(1);
    for (const tab of tabsNow)
      expect(tab.seen).toMatchObject({ disconnects: 0, connectErrors: [], reconnections: 0 });
    tabsNow.forEach((tab) => tab.close());
  });

  it("an order's due time passes on both instances at once: cancelled and refunded exactly once", async () => {
    showLogs();
    const thumbnails = async () =>
      (await call<{ thumbnails: number }>(c.b.url, partner, 'GET', '/api/payment/transactions'))
        .body.thumbnails;
    const granted = await call(c.b.url, admin, 'POST', '/api/payment/credits/grant', {
      uid: partner.uid,
      product: 'Video Thumbnail',
      duration: null,
      quantity: 1,
      note: 'cluster test',
    });
    expect(granted.status).toBe(200);
    const before = await thumbnails();

    const png = fakePng(3000);
    const folderName = `Deadline ${Date.now()}`;
    const { uri } = await createUpload(c.a.url, partner, {
      size: png.length,
      directory: folderName,
      type: 'image/png',
      name: 'reference.png',
    });
    await tusSend(`${c.a.url}${uri}`, partner, png).done;
    const placed = await call<{ requestIds: string[] }>(
      c.b.url,
      partner,
      'POST',
      '/api/comm/send-production-form',
      {
        folderName,
        form: {
          videoName: 'Due on two instances',
          editDescription: '',
          thumbnailDescription: 'A big arrow.',
          editsEnabled: false,
          thumbnailsEnabled: true,
          assignedArtist: artist.uid,
        },
        file: [{ name: 'reference.png', type: 'image/png', uri }],
      },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.requestIds[0]!;
    expect(await thumbnails()).toBe(before - 1);
    const ratingOf = async () =>
      Number(
        (
          await c.db.query<{ rating: number }>('SELECT rating FROM users WHERE id = $1', [
            artist.uid,
          ])
        ).rows[0]?.rating,
      );
    const ratingBefore = await ratingOf();

    // Both instances move their orders clock three days on and run the deadline job together.
    const moved = await Promise.all(
      [c.a.url, c.b.url].map((base) =>
        fetch(`${base}/api/test/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ minutes: 3 * 24 * 60 }),
        }),
      ),
    );
    expect(moved.map((res) => res.status)).toEqual([200, 200]);

    const order = await c.db.query<{ status: string; close_reason: string }>(
      'SELECT status, close_reason FROM production_requests WHERE id = $1',
      [orderId],
    );
    expect(order.rows[0]?.status).toBe('cancelled');
    const events = await c.db.query<{ event: string }>(
      'SELECT event FROM order_events WHERE request_id = $1 ORDER BY created_at',
      [orderId],
    );
    expect(events.rows.filter((e) => e.event === 'cancelled')).toHaveLength(1);
    expect(await thumbnails()).toBe(before);
    expect(await ratingOf()).toBeCloseTo(Math.max(0, ratingBefore - orderLimits.ratingPenalty), 5);
  });

  it('Redis stops and starts again: neither instance exits, and chat crosses instances again after', async () => {
    showLogs();
    const ready = async (base: string) => {
      const res = await fetch(`${base}/api/health/ready`);
      return { status: res.status, body: (await res.json()) as { checks: { redis: string } } };
    };
    // A tab on B, connected throughout: what A pushes meanwhile cannot reach it.
    const editorOnB = await liveTab(c.b.url, editor, relogin(editor));
    tabs.push(editorOnB);
    await c.redis.stop();
    await eventually(async () => {
      for (const base of [c.a.url, c.b.url])
        expect(await ready(base)).toMatchObject({
          status: 200,
          body: { checks: { redis: 'down' } },
        });
    });
    // Through the outage both keep answering: sign-ins (rate limited in-process meanwhile) and
    // chat within one instance.
    const onA = await liveTab(c.a.url, partner, relogin(partner));
    const editorOnA = await liveTab(c.a.url, editor, relogin(editor));
    tabs.push(onA, editorOnA);
    for (let i = 0; i < 5; i += 1) {
      await logIn(c.a.url, 'editor');
      await logIn(c.b.url, 'editor');
      await sleep(300);
    }
    // Uploads cannot be locked across instances meanwhile: refused at once, to be tried again.
    const { uri } = await createUpload(c.a.url, partner, {
      size: 1000,
      directory: 'Cluster footage',
      type: 'video/mp4',
      name: 'during-outage.mp4',
    });
    const started = Date.now();
    const refused = await tusRequest(c.a.url, uri, 'HEAD');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    const during = `during the outage ${Date.now()}`;
    expect(await onA.send(editor.uid, during)).toMatchObject({ ok: true });
    await eventually(() => expect(heardTimes(editorOnA, during)).toBe(1));
    expect(c.a.running() && c.b.running()).toBe(true);

    await c.redis.start();
    await eventually(async () => {
      for (const base of [c.a.url, c.b.url])
        expect((await ready(base)).body.checks.redis).toBe('ok');
    }, 20_000);
    // B asks its tabs to reconnect once Redis is back: the tab catches up on what it missed.
    await eventually(() => expect(heardTimes(editorOnB, during)).toBe(1), 20_000);
    expect(editorOnB.seen.caughtUp).toBeGreaterThanOrEqual(1);
    const onB = await liveTab(c.b.url, editor, relogin(editor));
    tabs.push(onB);
    const after = `after the outage ${Date.now()}`;
    await eventually(async () => {
      // The adapter's subscription may take a moment longer than readiness to be back.
      if (heardTimes(onB, after) === 0) await onA.send(editor.uid, after);
      expect(heardTimes(onB, after)).toBe(1);
    }, 20_000);
    await sentinelHeard(onA, editor.uid, onB);
    expect(heardTimes(onB, after)).toBe(1);
    expect(c.a.running() && c.b.running()).toBe(true);
    [onA, editorOnA, editorOnB, onB].forEach((tab) => tab.close());
  });

  it('PostgreSQL cut under load and then black-holed: neither instance exits, each answer is 200 or 503 with Retry-After, both recover', async () => {
    showLogs();
    const read = () => call(c.balancer.url, partner, 'GET', '/api/payment/transactions');
    const answers: { status: number; retryAfter: string | null }[] = [];
    // Connections reset while queries are in flight on both instances, as a failover does.
    for (let round = 0; round < 5; round += 1) {
      const before = c.pgPath.bytesUp();
      const inFlight = Array.from({ length: 10 }, read);
      await c.pgPath.sentMoreThan(before);
      c.pgPath.reset();
      answers.push(...(await Promise.all(inFlight)));
    }
    expect(c.a.running() && c.b.running()).toBe(true);
    for (const answer of answers)
      if (answer.status !== 200) expect(answer).toMatchObject({ status: 503, retryAfter: '5' });
    expect(answers.some((answer) => answer.status === 503)).toBe(true);

    // A path that swallows everything: readiness still answers, at once, and says so.
    await c.pgPath.set('blackhole');
    for (const base of [c.a.url, c.b.url]) {
      const started = Date.now();
      const res = await fetch(`${base}/api/health/ready`);
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ checks: { database: 'down' } });
    }
    await c.pgPath.set('forward');
    await eventually(async () => {
      for (const base of [c.a.url, c.b.url])
        expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
      expect((await read()).status).toBe(200);
    }, 20_000);
    expect(c.a.running() && c.b.running()).toBe(true);
  });

  it('A gets SIGTERM mid-upload and mid-chat: it exits 0, the upload completes through B, the tab reconnects to B and catches up', async () => {
    showLogs();
    c.proxy.prefer('a');
    const partnerTab = await liveTab(c.proxy.url, partner, relogin(partner));
    const editorTab = await liveTab(c.b.url, editor, relogin(editor));
    tabs.push(partnerTab, editorTab);
    expect(c.proxy.served().at(-1)).toBe('a');

    // A slow uplink: the upload's one PATCH takes far longer than a shutdown may.
    const bytes = fakeMp4(24 * MiB);
    const { uri, id } = await createUpload(c.proxy.url, partner, {
      size: bytes.length,
      directory: 'Cluster footage',
      type: 'video/mp4',
      name: 'during-deploy.mp4',
    });
    c.proxy.pace(2 * MiB);
    const upload = tusSend(`${c.proxy.url}${uri}`, partner, bytes);
    await sleep(2000);

    // A download through A that its reader is slow to take: A cuts it after a short grace.
    const downloading = await fetch(`${c.a.url}/api/drive/download/${bigFileId}`, {
      headers: { authorization: `Bearer ${partner.token}` },
    });
    expect(downloading.status).toBe(200);

    const gone = new Promise((resolve) => partnerTab.socket.once('disconnect', resolve));
    const signalledAt = Date.now();
    // The balancer takes A out as its readiness turns 503; B takes what comes next.
    c.proxy.prefer('b');
    c.a.child.kill('SIGTERM');
    const midChat = `sent as A stops ${Date.now()}`;
    const midChatAck = partnerTab.send(editor.uid, midChat);
    await gone;
    // Said while the tab is away: it must catch up on it.
    const missed = `while you were away ${Date.now()}`;
    expect(await editorTab.send(partner.uid, missed)).toMatchObject({ ok: true });

    expect(await c.a.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await expect(downloading.arrayBuffer()).rejects.toThrow();
    c.proxy.pace(undefined);

    expect(await midChatAck).toMatchObject({ ok: true });
    await upload.done;
    // The client asked B where the upload stood and went on from there, not from the start.
    const resumedAt = upload.exchanges.filter((e) => e.method === 'HEAD').at(-1)?.offset ?? 0;
    expect(resumedAt).toBeGreaterThan(0);
    expect(upload.exchanges.at(-1)).toMatchObject({ method: 'PATCH', status: 204 });
    expect(c.proxy.served().at(-1)).toBe('b');
    expect(await fileRow(id)).toEqual({ sha256: sha256(bytes), size: String(bytes.length) });

    await eventually(
      () => expect(partnerTab.seen, JSON.stringify(partnerTab.seen)).toMatchObject({ caughtUp: 1 }),
      20_000,
    );
    expect(partnerTab.socket.connected).toBe(true);
    await eventually(() => expect(heardTimes(partnerTab, missed)).toBe(1));
    await eventually(() => expect(heardTimes(editorTab, midChat)).toBe(1));
    await sentinelHeard(editorTab, partner.uid, partnerTab);
    await sentinelHeard(partnerTab, editor.uid, editorTab);
    expect(heardTimes(partnerTab, missed)).toBe(1);
    expect(heardTimes(editorTab, midChat)).toBe(1);
    expect(await storedMessages(midChat)).toBe(1);
    expect(c.b.running()).toBe(true);
  });
});
