import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type {
  OrderPublishing,
  Publication,
  PublishConsent,
} from '../../../common/api/publishing.js';
import { fakeMp4, fakePng } from '../drive.js';
import { startFakeYoutube, type FakeYoutube } from '../fake-youtube.js';
import { call, createUpload, eventually, logIn, sha256, tusSend, type Account } from './clients.js';
import { pgAdminUrl, pgUnreachable, startCluster, type Cluster } from './cluster.js';
import { startInstance, type Instance } from './instance.js';

// Publishing to YouTube on two real instances behind a balancer, on PostgreSQL, Redis and S3
// (docs/decisions/135-publishing-across-instances.md): the consent started on one instance and
// finished on the other, an upload cut mid-way, the instance holding it killed with SIGKILL and
// the other resuming once its lease runs out, the bytes and the thumbnail YouTube got, and the
// result and the revocation seen through both.

const chunk = 262_144;
/** Short, so the survivor resumes within seconds of a crash instead of two minutes. */
const leaseMs = 5_000;
const cutAt = chunk * 2 + 99;
const holdAt = chunk * 6 + 1234;

const unreachable = await pgUnreachable();
if (unreachable)
  console.warn(
    `\nSKIPPED: the publishing cluster test needs PostgreSQL at ${pgAdminUrl} (set PG_ADMIN_URL): ${unreachable}\n`,
  );

type Running = Instance & { url: string };

describe.skipIf(unreachable !== undefined)('publishing to YouTube on two instances', () => {
  let fake: FakeYoutube;
  let c: Cluster;
  let partner: Account;
  let editor: Account;
  let artist: Account;
  let admin: Account;
  const restarted: Instance[] = [];

  beforeAll(async () => {
    fake = await startFakeYoutube({ clientId: 'cluster-test', clientSecret: 'GOCSPX-cluster' });
    c = await startCluster(
      fake.env({
        YOUTUBE_UPLOAD_CHUNK_BYTES: String(chunk),
        YOUTUBE_UPLOAD_LEASE_MS: String(leaseMs),
      }),
    );
    [partner, editor, artist, admin] = await Promise.all([
      logIn(c.balancer.url, 'partner'),
      logIn(c.balancer.url, 'editor'),
      logIn(c.balancer.url, 'artist'),
      logIn(c.balancer.url, 'admin'),
    ]);
  });
  afterAll(async () => {
    await Promise.all(restarted.map((i) => i.dispose()));
    await c?.close();
    await fake?.close();
  });

  /** The Partner allows uploads: the consent starts on A and Google sends the browser back to B. */
  async function giveConsent() {
    const start = await fetch(`${c.a.url}/api/youtube/consent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${partner.token}` },
    });
    expect(start.status).toBe(200);
    const cookie = start.headers.getSetCookie().map((line) => line.split(';')[0]!);
    const consentUrl = new URL(((await start.json()) as { url: string }).url);
    const back = await fetch(
      `${c.b.url}/api/youtube/consent/callback?${fake.approve(consentUrl).toString()}`,
      { headers: { cookie: cookie.join('; ') }, redirect: 'manual' },
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(/youtube=connected$/);
  }

  /** A finished upload of `who` through the balancer, each request to the next instance. */
  async function upload(who: Account, bytes: Buffer, directory: string, name: string) {
    const type = name.endsWith('.png') ? 'image/png' : 'video/mp4';
    const { uri } = await createUpload(c.balancer.url, who, {
      size: bytes.length,
      directory,
      type,
      name,
    });
    await tusSend(`${c.balancer.url}${uri}`, who, bytes).done;
    return { uri, type, name };
  }

  /** An edit and its thumbnail ordered, both delivered, the edit accepted; the delivered bytes. */
  async function acceptedDelivery() {
    const folderName = `Publish ${Date.now()}`;
    const [footage, ...grants] = await Promise.all([
      upload(partner, fakeMp4(5000), folderName, 'footage.mp4'),
      ...[
        { product: 'Video Edit', duration: 10 },
        { product: 'Video Thumbnail', duration: null },
      ].map((grant) =>
        call(c.balancer.url, admin, 'POST', '/api/payment/credits/grant', {
          uid: partner.uid,
          ...grant,
          quantity: 1,
          note: 'publishing cluster test',
        }),
      ),
    ]);
    for (const granted of grants) expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const placed = await call<{ requestIds: string[] }>(
      c.balancer.url,
      partner,
      'POST',
      '/api/comm/send-production-form',
      {
        folderName,
        form: {
          videoName: 'Published from two instances',
          duration: 10,
          editDescription: 'Cut the boring parts.',
          thumbnailDescription: 'A big arrow.',
          editsEnabled: true,
          thumbnailsEnabled: true,
          assignedEditor: editor.uid,
          assignedArtist: artist.uid,
        },
        file: [footage],
      },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [editId, thumbnailId] = placed.body.requestIds as [string, string];
    const video = fakeMp4(chunk * 12 + 4321);
    const image = fakePng(5000);
    const deliver = async (who: Account, orderId: string, bytes: Buffer, name: string) => {
      const delivered = await upload(who, bytes, 'Deliveries', name);
      const res = await call(
        c.balancer.url,
        who,
        'POST',
        `/api/comm/send-fulfillment-form?uid=${partner.uid}`,
        { videoData: { requestId: orderId }, file: [{ author: who.uid, uri: delivered.uri }] },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await Promise.all([
      deliver(editor, editId, video, 'final.mp4'),
      deliver(artist, thumbnailId, image, 'final.png'),
    ]);
    const accepted = await call(
      c.balancer.url,
      partner,
      'POST',
      '/api/payment/fulfillment/accept',
      {
        requestId: editId,
        stars: 5,
      },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return { editId, video, image };
  }

  const publishingOf = (base: string, orderId: string) =>
    call<OrderPublishing>(base, partner, 'GET', `/api/youtube/orders/${orderId}`);

  /** When an instance took the publication, and from which byte: its "youtube upload taken" lines. */
  const takenBy = (instance: Instance, publicationId: string) =>
    instance
      .log()
      .split('\n')
      .filter((line) => line.includes('youtube upload taken') && line.includes(publicationId))
      .map((line) => JSON.parse(line) as { from: number; time: number });

  it('an upload cut mid-way and then killed with its instance resumes on the other, bytes and thumbnail equal', async () => {
    onTestFailed(() => {
      console.error(`--- instance A ---\n${c.a.log().slice(-6000)}`);
      console.error(`--- instance B ---\n${c.b.log().slice(-6000)}`);
    });
    const [{ editId, video, image }] = await Promise.all([acceptedDelivery(), giveConsent()]);
    for (const base of [c.a.url, c.b.url])
      expect(
        (await call<PublishConsent>(base, partner, 'GET', '/api/youtube/consent')).body,
      ).toMatchObject({ connected: true, sandbox: false });
    const dialog = await publishingOf(c.balancer.url, editId);
    expect(dialog.status, JSON.stringify(dialog.body)).toBe(200);
    expect(dialog.body.video?.size).toBe(video.length);
    const thumbnailFileId = dialog.body.thumbnails[0]!.fileId;

    // The link drops in the third chunk; later the upload stalls in the seventh, held by the
    // instance that took it, which then dies.
    fake.modes.cutAt = cutAt;
    fake.modes.holdAt = holdAt;
    const published = await call<Publication>(
      c.balancer.url,
      partner,
      'POST',
      `/api/youtube/orders/${editId}/publications`,
      {
        title: 'Two instances, one upload',
        description: 'Sent by one instance, finished by the other.',
        tags: ['cluster'],
        categoryId: '20',
        madeForKids: false,
        visibility: 'unlisted',
        publishAt: null,
        thumbnailFileId,
      },
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const publicationId = published.body.id;
    await eventually(() => expect(fake.held()).toBe(1), 30_000);
    expect(fake.cuts()).toBe(1);

    const instances: Running[] = [c.a, c.b];
    const holder = instances.find((i) => takenBy(i, publicationId).length > 0)!;
    const survivor = instances.find((i) => i !== holder)!;
    expect(takenBy(survivor, publicationId)).toEqual([]);
    holder.child.kill('SIGKILL');
    await holder.exited;
    const { rows } = await c.db.query<{ lease_until: string }>(
      'SELECT lease_until FROM youtube_publications WHERE id = $1',
      [publicationId],
    );
    const leaseEnd = Date.parse(rows[0]!.lease_until);
    fake.release();

    // Once the lease runs out the survivor takes it, asks YouTube where it stands and goes on.
    await eventually(async () => {
      const { body } = await publishingOf(survivor.url, editId);
      expect(body.publications[0]).toMatchObject({ state: 'published', thumbnail: 'set' });
    }, 45_000);
    const [resumed] = takenBy(survivor, publicationId);
    expect(resumed!.time).toBeGreaterThanOrEqual(leaseEnd);
    // The offset the holder stored before its last chunk, past the cut: not the first byte.
    expect(resumed!.from).toBeGreaterThan(cutAt);
    expect(resumed!.from).toBeLessThan(holdAt);

    const done = (await publishingOf(survivor.url, editId)).body.publications[0]!;
    expect(done).toMatchObject({ bytesSent: video.length, size: video.length, error: null });
    const onYoutube = fake.videos.get(done.youtubeVideoId!)!;
    expect(onYoutube.bytes.length).toBe(video.length);
    expect(sha256(onYoutube.bytes)).toBe(sha256(video));
    expect(onYoutube.thumbnail && sha256(onYoutube.thumbnail.bytes)).toBe(sha256(image));
    expect(fake.videos.size).toBe(1);

    // The killed instance starts again on the same settings: both show the same video.
    const again = startInstance(holder.name, c.env);
    restarted.push(again);
    const againUrl = `http://127.0.0.1:${await again.port()}`;
    for (const base of [survivor.url, againUrl]) {
      const { body } = await publishingOf(base, editId);
      expect(body.publications[0]).toMatchObject({
        id: publicationId,
        youtubeVideoId: done.youtubeVideoId,
        videoUrl: `https://www.youtube.com/watch?v=${done.youtubeVideoId}`,
      });
    }

    // Revoked through one instance: the other knows at its next request, and Google was told.
    const revoked = await call<PublishConsent>(againUrl, partner, 'DELETE', '/api/youtube/consent');
    expect(revoked.body).toMatchObject({ connected: false });
    expect(
      (await call<PublishConsent>(survivor.url, partner, 'GET', '/api/youtube/consent')).body,
    ).toMatchObject({ connected: false, grantedAt: null });
    expect(fake.calls.filter((call) => call.path === '/revoke')).toHaveLength(1);
  });
});
