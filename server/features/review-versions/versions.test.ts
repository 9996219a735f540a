import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderRoutes } from '../../../common/api/orders.js';
import { mediaRoutes } from '../../../common/api/media.js';
import { reviewVersionRoutes as routes } from '../../../common/api/review-versions.js';
import { orderPeople, useOrdersApp } from '../../test/orders.js';
import { runMedia, storeBytes, twoVersions } from '../../test/review-versions.js';
import { insertOrderFile } from '../../test/orders.js';
import { call, callRoute } from '../../test/call-route.js';

// ffmpeg runs for real here; on a busy machine a test takes longer than the usual limit.
vi.setConfig({ testTimeout: 90_000 });

const { t, cast } = useOrdersApp({ cast: (app) => orderPeople(app) });
let chain: Awaited<ReturnType<typeof twoVersions>>;

beforeEach(async () => {
  chain = await twoVersions(t, cast);
});

const versionsOf = (who: Parameters<typeof callRoute>[2], orderId: string) =>
  callRoute(t, routes.versions, who, { params: { requestId: orderId } });

describe('the media job', () => {
  it('reads the frame rate, duration and size of each delivered video and makes its images', async () => {
    expect(await runMedia(t)).toBeGreaterThanOrEqual(2);
    const res = await callRoute(t, mediaRoutes.mediaFacts, cast.partner, {
      body: { fileIds: [chain.v1File, chain.v2File] },
    });
    expect(res.status).toBe(200);
    const v1 = res.body.facts.find((f) => f.fileId === chain.v1File);
    expect(v1).toMatchObject({
      state: 'ready',
      frameRate: 29.97,
      frameRateFraction: { num: 30000, den: 1001 },
      width: 160,
      height: 90,
    });
    expect(v1?.durationMs).toBeGreaterThan(2900);
    expect(v1?.sprite).toMatchObject({ count: 4, columns: 4, rows: 1, tileWidth: 160 });
    const poster = await call(t, undefined, 'GET', v1?.posterUrl as string);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    const sprite = await call(t, undefined, 'GET', v1?.sprite?.url as string);
    expect(sprite.statusCode).toBe(200);
  });

  it('does nothing without ffmpeg, and the videos stay without facts', async () => {
    expect(await runMedia(t, null)).toBe(0);
    const res = await callRoute(t, mediaRoutes.mediaFacts, cast.partner, {
      body: { fileIds: [chain.v1File] },
    });
    expect(res.body.facts).toEqual([]);
  });

  it('gives up on a file that is no video after three tries, and never claims it again', async () => {
    const broken = await insertOrderFile(t, chain.v1);
    await storeBytes(t, broken, Buffer.from('not a video at all'));
    await runMedia(t);
    await runMedia(t);
    await runMedia(t);
    const row = await t.db
      .selectFrom('media_facts')
      .selectAll()
      .where('file_id', '=', broken)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    await runMedia(t);
    const again = await t.db
      .selectFrom('media_facts')
      .select('attempts')
      .where('file_id', '=', broken)
      .executeTakeFirstOrThrow();
    expect(again.attempts).toBe(3);
  });

  it('refuses an image link with a forged or missing signature', async () => {
    await runMedia(t);
    const bad = await callRoute(t, mediaRoutes.mediaImage, null, {
      params: { fileId: chain.v1File, image: 'poster' },
      query: { access: '1.x' },
    });
    expect(bad.status).toBe(404);
    const none = await callRoute(t, mediaRoutes.mediaImage, null, {
      params: { fileId: chain.v1File, image: 'poster' },
    });
    expect(none.status).toBe(400);
  });

  it('shows no facts of files the caller may not read, and refuses bad lists', async () => {
    await runMedia(t);
    const res = await callRoute(t, mediaRoutes.mediaFacts, cast.otherPartner, {
      body: { fileIds: [chain.v1File] },
    });
    expect(res.status).toBe(200);
    expect(res.body.facts).toEqual([]);
    expect(
      (await callRoute(t, mediaRoutes.mediaFacts, cast.partner, { body: { fileIds: [] } })).status,
    ).toBe(400);
    expect(
      (await callRoute(t, mediaRoutes.mediaFacts, cast.partner, { body: { fileIds: ['x'] } }))
        .status,
    ).toBe(400);
    const many = Array.from({ length: 201 }, () => chain.v1File);
    expect(
      (await callRoute(t, mediaRoutes.mediaFacts, cast.partner, { body: { fileIds: many } }))
        .status,
    ).toBe(400);
  });
});

describe('GET /api/review-versions/{requestId}', () => {
  it('lists v1 (revisions needed) and v2 (pending) with their videos and frame rates', async () => {
    await runMedia(t);
    const res = await versionsOf(cast.partner, chain.v2Id);
    expect(res.status).toBe(200);
    expect(res.body.versions.map((v) => [v.version, v.state, v.frameRate])).toEqual([
      [1, 'revisions_needed', 29.97],
      [2, 'pending', 25],
    ]);
    expect(res.body.versions[0]?.files.map((f) => f.fileId)).toEqual([chain.v1File]);
    expect(res.body.versions[1]?.files[0]?.media?.posterUrl).toMatch(/^\/api\/media\/image\//);
    // The same list from the first order of the chain.
    const fromV1 = await versionsOf(cast.partner, chain.v1.id);
    expect(fromV1.body.versions).toHaveLength(2);
  });

  it('shows Approved once the Partner accepts the delivery', async () => {
    const accepted = await callRoute(t, orderRoutes.acceptDelivery, cast.partner, {
      body: { requestId: chain.v2Id, stars: 5 },
    });
    expect(accepted.status).toBe(200);
    const res = await versionsOf(cast.partner, chain.v2Id);
    expect(res.body.versions[1]?.state).toBe('approved');
  });

  it('shows a version pending again once its revision was cancelled at its due time', async () => {
    // A cancelled revision gives the delivery back to the Partner's review (decision 076).
    await t.db
      .updateTable('production_requests')
      .set({ status: 'cancelled', close_reason: 'Overdue' })
      .where('id', '=', chain.v2Id)
      .execute();
    const res = await versionsOf(cast.partner, chain.v1.id);
    expect(res.body.versions.map((v) => [v.version, v.state])).toEqual([[1, 'pending']]);
  });

  it('lists only the files the staff member delivered, not the raw footage', async () => {
    await insertOrderFile(t, chain.v1, { layer: 1 });
    const res = await versionsOf(cast.editor, chain.v1.id);
    expect(res.body.versions[0]?.files).toHaveLength(1);
  });

  it('is open to the assigned staff member and Admins, and 404 to anyone else', async () => {
    expect((await versionsOf(cast.editor, chain.v2Id)).status).toBe(200);
    expect((await versionsOf(cast.admin, chain.v2Id)).status).toBe(200);
    expect((await versionsOf(cast.otherPartner, chain.v2Id)).code).toBe('not_found');
    expect((await versionsOf(cast.otherEditor, chain.v2Id)).code).toBe('not_found');
    expect((await versionsOf(cast.artist, chain.v2Id)).code).toBe('not_found');
    expect((await versionsOf(null, chain.v2Id)).status).toBe(401);
  });

  it('answers 404 for an unknown version and 400 for a malformed id', async () => {
    const unknown = await versionsOf(cast.partner, '7f1c2d3e-0000-4000-8000-000000000000');
    expect(unknown.code).toBe('not_found');
    expect(
      (await callRoute(t, routes.versions, cast.partner, { params: { requestId: 'nope' } })).status,
    ).toBe(400);
  });
});
