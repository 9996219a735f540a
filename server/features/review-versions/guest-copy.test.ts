import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { driveRoutes } from '../../../common/api/drive.js';
import { reviewVersionRoutes as routes } from '../../../common/api/review-versions.js';
import { orderPeople, useOrdersApp } from '../../test/orders.js';
import { runMedia, storeBytes, testMp4, twoVersions } from '../../test/review-versions.js';
import { signMediaLink } from '../drive/media-links.js';
import { signGuestMedia } from './guest-media-links.js';
import { callRoute, wrong } from '../../test/call-route.js';

// Each test encodes real MP4s with ffmpeg: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const { t, cast } = useOrdersApp({ cast: (app) => orderPeople(app) });
let chain: Awaited<ReturnType<typeof twoVersions>>;
const original = testMp4(2, '25', '640x360');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeEach(async () => {
  chain = await twoVersions(t, cast);
  await storeBytes(t, chain.v2File, original);
});

const create = async (body: Record<string, unknown> = {}) =>
  (
    await callRoute(t, routes.createLink, cast.partner, {
      body: { requestId: chain.v2Id, fileId: chain.v2File, ...body } as never,
    })
  ).body;
const video = (token: string, guestToken: string) =>
  callRoute(t, routes.guestVideo, null, { body: { token, guestToken } });
const guestMedia = (linkId: string, access: string) =>
  callRoute(t, routes.guestMedia, null, { params: { linkId }, query: { access } }).then(
    (r) => r.raw,
  );
const get = (url: string, range?: string) =>
  t.app.inject({ method: 'GET', url, ...(range ? { headers: { range } } : {}) });
const viewsOf = async (linkId: string) =>
  t.db
    .selectFrom('review_link_views')
    .select(['guest_name', 'kind'])
    .where('link_id', '=', linkId)
    .orderBy('viewed_at')
    .execute();

/** Opens the link as Casey, makes the copy, and answers what the guest's page is given. */
async function openReady(token: string) {
  const opened = await callRoute(t, routes.guestOpen, null, {
    body: { token, name: 'Casey Manager' },
  });
  expect(opened.body).toMatchObject({ videoState: 'preparing', videoUrl: null });
  await runMedia(t);
  const ready = (await video(token, opened.body.guestToken)).body;
  expect(ready.videoState).toBe('ready');
  return { ...opened.body, ...ready };
}

/** One frame at 1 s, decoded to 8-bit grey at the original's size. */
function greyFrame(bytes: Buffer): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'crewcast-frame-'));
  const file = path.join(dir, 'in.mp4');
  writeFileSync(file, bytes);
  const args = ['-v', 'error', '-ss', '1', '-i', file, '-frames:v', '1', '-s', '640x360'];
  return execFileSync('ffmpeg', [...args, '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
}

/** The mean difference of two grey frames over rows `from`..`to`. */
function rowsDiffer(a: Buffer, b: Buffer, from: number, to: number): number {
  let sum = 0;
  for (let i = from * 640; i < to * 640; i += 1) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / ((to - from) * 640);
}

describe('the copy a guest watches', () => {
  it('is made by the media job with the watermark burned in, and streams in ranges', async () => {
    const { link, token } = await create();
    const opened = await openReady(token);
    expect(opened.media?.posterUrl ?? null).toBeNull();
    // The same run made the file's review proxy, which has no watermark: never the guest's.
    const proxies = await t.db.selectFrom('review_proxies').select('state').execute();
    expect(proxies.map((p) => p.state)).toContain('ready');
    expect(opened.media?.proxyUrl ?? null).toBeNull();
    expect(opened.downloadUrl).toBeNull();
    const whole = await get(opened.videoUrl as string);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(sha(whole.rawPayload)).not.toBe(sha(original));
    const part = await get(opened.videoUrl as string, 'bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    // The watermark sits across the middle (and a sixth from top and bottom); between them the
    // copy is the original picture, re-encoded.
    const [mine, theirs] = [greyFrame(whole.rawPayload), greyFrame(original)];
    const middle = rowsDiffer(mine, theirs, 165, 195);
    const between = rowsDiffer(mine, theirs, 110, 130);
    if (process.env.DEBUG_MEDIA) console.warn({ middle, between });
    expect(middle).toBeGreaterThan(8);
    expect(middle).toBeGreaterThan(between * 4);
    // The copy is cached for the link and the guest: opening again makes no second one.
    await callRoute(t, routes.guestOpen, null, { body: { token, name: 'Casey Manager' } });
    expect(await runMedia(t)).toBe(0);
    const copies = await t.db
      .selectFrom('guest_renditions')
      .selectAll()
      .where('link_id', '=', link.id)
      .execute();
    expect(copies).toHaveLength(1);
    expect(copies[0]?.watermark).toMatch(/^Casey Manager\nlink [0-9a-f]{8} · \d{4}-.* UTC$/);
    expect((await viewsOf(link.id)).map((v) => v.kind)).toEqual(['view', 'view']);
  });

  it('with download off, no route hands a guest the original', async () => {
    const { link, token } = await create();
    const opened = await openReady(token);
    const until = Date.now() + 3_600_000;
    const asGuest = { linkId: link.id, guestName: 'Casey Manager', expiresAt: until };
    for (const ask of [
      { rendition: 'original', disposition: 'inline' },
      { rendition: 'original', disposition: 'attachment' },
      { rendition: 'proxy', disposition: 'attachment' },
    ] as const) {
      const access = signGuestMedia(t.jwtKey, { ...asGuest, ...ask });
      const res = await guestMedia(link.id, access);
      expect(res.statusCode, JSON.stringify(ask)).toBe(403);
      expect(res.json().error.code).toBe('review_guest_original');
    }
    // A drive link bound to a guest link (as guests were once handed) reaches no drive file.
    const drive = signMediaLink(t.jwtKey, {
      fileId: chain.v2File,
      principal: { uid: cast.partner.uid, accountType: 'Partner' },
      disposition: 'inline',
      expiresAt: until,
      reviewLinkId: link.id,
    });
    const { raw: old } = await callRoute(t, driveRoutes.download, null, {
      params: { fileId: chain.v2File },
      query: { access: drive },
    });
    expect(old.statusCode).toBe(403);
    // A tampered access answers 401 and records nothing.
    const forged = (opened.videoUrl as string).replace(/access=./, 'access=x');
    expect((await get(forged)).statusCode).toBe(401);
    expect((await viewsOf(link.id)).map((v) => v.kind)).toEqual(['view']);
  });

  it('answers preparing, not the original, until the copy is made', async () => {
    const copies = async () =>
      (await t.db.selectFrom('guest_renditions').select('id').execute()).length;
    const { link, token } = await create({ allowDownload: true });
    const opened = await callRoute(t, routes.guestOpen, null, {
      body: { token, name: 'Casey Manager' },
    });
    expect(opened.body).toMatchObject({ videoState: 'preparing', videoUrl: null });
    expect(opened.body.downloadUrl).toBeNull();
    const access = signGuestMedia(t.jwtKey, {
      linkId: link.id,
      guestName: 'Casey Manager',
      rendition: 'proxy',
      disposition: 'inline',
      expiresAt: Date.now() + 3_600_000,
    });
    const early = await guestMedia(link.id, access);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('review_copy_preparing');
    // A grant of another link, or none, is refused and changes nothing.
    const before = await copies();
    const other = await create();
    expect((await video(other.token, opened.body.guestToken)).code).toBe('review_guest_grant');
    const bad = await callRoute(t, routes.guestVideo, null, { body: wrong({ token }) });
    expect(bad.status).toBe(400);
    expect(await copies()).toBe(before);
  });
});

describe('a guest downloading', () => {
  it('gets the watermarked copy by default, and each download is a view', async () => {
    const { link, token } = await create({ allowDownload: true });
    expect(link.downloadRendition).toBe('proxy');
    const opened = await openReady(token);
    const file = await get(opened.downloadUrl as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;.*\(watermarked\)\.mp4/);
    expect(sha(file.rawPayload)).not.toBe(sha(original));
    // A later range of the same download is not another download.
    expect((await get(opened.downloadUrl as string, 'bytes=50-')).statusCode).toBe(206);
    const list = await callRoute(t, routes.links, cast.partner, {
      params: { requestId: chain.v2Id },
    });
    const views = list.body.links.find((l) => l.id === link.id)?.views;
    expect(views?.map((v) => [v.guestName, v.kind])).toEqual([
      ['Casey Manager', 'view'],
      ['Casey Manager', 'download'],
    ]);
  });

  it('gets the original when the Partner chose it; playback stays the copy', async () => {
    const { link, token } = await create({ allowDownload: true, downloadRendition: 'original' });
    expect(link.downloadRendition).toBe('original');
    const opened = await openReady(token);
    const file = await get(opened.downloadUrl as string);
    expect(file.statusCode).toBe(200);
    expect(sha(file.rawPayload)).toBe(sha(original));
    const played = await get(opened.videoUrl as string);
    expect(sha(played.rawPayload)).not.toBe(sha(original));
    expect((await viewsOf(link.id)).map((v) => v.kind)).toEqual(['view', 'download']);
  });

  it('refuses an unknown download choice with 400 and stores no link', async () => {
    const links = async () => (await t.db.selectFrom('review_links').select('id').execute()).length;
    const before = await links();
    const res = await callRoute(t, routes.createLink, cast.partner, {
      body: { requestId: chain.v2Id, fileId: chain.v2File, downloadRendition: 'raw' } as never,
    });
    expect(res.status).toBe(400);
    expect(await links()).toBe(before);
  });
});
