import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fillPath } from '../../../common/api/contract.js';
import { mediaRoutes } from '../../../common/api/media.js';
import { reviewVersionRoutes } from '../../../common/api/review-versions.js';
import { callRoute } from '../../test/call-route.js';
import { orderPeople, useOrdersApp } from '../../test/orders.js';
import { runMedia, storeBytes, testMp4, twoVersions } from '../../test/review-versions.js';

// Review players stream a light proxy of each video, made by the media job; the original stays
// what downloads hand out.

vi.setConfig({ testTimeout: 120_000 });

const { t, cast } = useOrdersApp({ cast: (app) => orderPeople(app) });
const dir = mkdtempSync(path.join(tmpdir(), 'crewcast-proxy-test-'));

/** What ffprobe reads of an MP4's video: codec, height and frame count. */
function probe(bytes: Buffer) {
  const file = path.join(dir, `${Math.random()}.mp4`);
  writeFileSync(file, bytes);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-count_frames'],
    ...['-show_entries', 'stream=codec_name,height,nb_read_frames', '-of', 'json', file],
  ]).toString();
  return (JSON.parse(out) as { streams: object[] }).streams[0];
}

const factsOf = async (fileId: string) =>
  (await callRoute(t, mediaRoutes.mediaFacts, cast.editor, { body: { fileIds: [fileId] } })).body
    .facts[0];

/** The proxy's bytes (or a range of them) through its signed address. */
function fetchProxy(url: string, range?: string) {
  const parsed = new URL(url, 'http://local');
  const fileId = parsed.pathname.split('/').at(-1) ?? '';
  return callRoute(t, mediaRoutes.reviewProxy, null, {
    params: { fileId },
    query: { access: parsed.searchParams.get('access') ?? '' },
    ...(range ? { headers: { range } } : {}),
  });
}

describe('the review proxy', () => {
  it('is made by the media job at 720 px, every frame kept, and streamed in ranges', async () => {
    const { v2File } = await twoVersions(t, cast);
    const original = testMp4(1, '25', '1920x1080');
    await storeBytes(t, v2File, original);
    // Before the job ran there is nothing to stream but the original.
    expect(await factsOf(v2File)).toBeUndefined();
    await runMedia(t);
    const facts = await factsOf(v2File);
    expect(facts?.proxyUrl).toMatch(/^\/api\/media\/proxy\//);

    const whole = await fetchProxy(facts!.proxyUrl!);
    expect(whole.status).toBe(200);
    expect(whole.raw.headers['content-type']).toBe('video/mp4');
    expect(whole.raw.headers['accept-ranges']).toBe('bytes');
    const proxy = whole.raw.rawPayload;
    expect(proxy.length).toBeLessThan(original.length);
    expect(probe(proxy)).toEqual({ codec_name: 'h264', height: 720, nb_read_frames: '25' });
    expect(probe(original)).toMatchObject({ height: 1080, nb_read_frames: '25' });
    // Fast start: the index comes before the pictures, so playback starts at once.
    expect(proxy.indexOf('moov')).toBeLessThan(proxy.indexOf('mdat'));

    const part = await fetchProxy(facts!.proxyUrl!, 'bytes=100-199');
    expect(part.status).toBe(206);
    expect(part.raw.headers['content-range']).toBe(`bytes 100-199/${proxy.length}`);
    expect(part.raw.rawPayload).toEqual(proxy.subarray(100, 200));
    const past = await fetchProxy(facts!.proxyUrl!, `bytes=${proxy.length + 10}-`);
    expect(past.status).toBe(416);
  });

  it('answers 404 to a forged or another file’s address, and strangers learn nothing of it', async () => {
    const { v1File, v2File } = await twoVersions(t, cast);
    await runMedia(t);
    const url = (await factsOf(v2File))!.proxyUrl!;
    const forged = url.replace(/access=[^&]+/, 'access=1.forged');
    expect((await fetchProxy(forged)).status).toBe(404);
    expect((await fetchProxy(url.replace(v2File, v1File))).status).toBe(404);
    // A stranger's facts answer leaves the file out, proxy and all.
    const stranger = await callRoute(t, mediaRoutes.mediaFacts, cast.otherPartner, {
      body: { fileIds: [v2File] },
    });
    expect(stranger.body.facts).toEqual([]);
  });

  it('is what the versions page streams: each version’s video names its proxy once made', async () => {
    const { v1File, v2File, v2Id } = await twoVersions(t, cast);
    const proxiesFor = async (who: typeof cast.partner) => {
      const answer = await callRoute(t, reviewVersionRoutes.versions, who, {
        params: { requestId: v2Id },
      });
      expect(answer.status).toBe(200);
      return answer.body.versions.map((v) => v.files[0]?.media?.proxyUrl ?? null);
    };
    // Until the job ran, no version names a proxy: the page streams the originals.
    expect(await proxiesFor(cast.partner)).toEqual([null, null]);
    await runMedia(t);
    for (const who of [cast.partner, cast.editor]) {
      const urls = await proxiesFor(who);
      const paths = [v1File, v2File].map((fileId) =>
        fillPath(mediaRoutes.reviewProxy.path, { fileId }),
      );
      expect(urls.map((url) => url?.split('?')[0])).toEqual(paths);
      for (const url of urls) expect((await fetchProxy(url!)).status).toBe(200);
    }
  });
});
