import { gameRoutes } from '../../../common/api/games.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import {
  boost,
  gamesApp,
  gamesCast,
  partnerWith,
  snapshot,
  video,
  ytId,
} from '../../test/games.js';
import { callRoute, wrong } from '../../test/call-route.js';

let t: TestApp;
let cast: Awaited<ReturnType<typeof gamesCast>>;
beforeEach(async () => {
  ({ t } = await gamesApp());
  cast = await gamesCast(t);
});
afterEach(async () => {
  await t.close();
});

const mine = async (who: (typeof cast)['partner']) =>
  (await callRoute(t, gameRoutes.mine, who)).body;

describe('GET /api/games/mine', () => {
  it('shows a new Partner their Standard terms and all six games open to them', async () => {
    const res = await callRoute(t, gameRoutes.mine, cast.partner);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({
      today: '2026-11-20',
      month: '2026-11',
      openMonth: '2026-11',
      terms: { label: 'Standard', minBp: 100, maxBp: 2000, partnerships: 1, used: 0 },
      games: [],
    });
    expect(body.available).toHaveLength(6);
    expect(body.available[0]).toEqual({
      gameId: 'astral',
      partners: 0,
      partnered: false,
      refusal: null,
    });
  });

  it('gives Premium and Affiliate terms', async () => {
    expect((await mine(cast.premium)).terms).toMatchObject({
      label: 'Premium',
      minBp: 2000,
      maxBp: 4000,
      partnerships: 2,
    });
    expect((await mine(cast.affiliate)).terms).toMatchObject({
      label: 'Affiliate',
      minBp: 100,
      maxBp: 2000,
      partnerships: 1,
    });
  });

  it('is refused to staff, Admins and callers without a token', async () => {
    for (const who of [cast.editor, cast.admin]) {
      const res = await callRoute(t, gameRoutes.mine, who);
      expect(res.status).toBe(403);
      expect(res.code).toBe('forbidden');
    }
    expect((await callRoute(t, gameRoutes.mine, null)).status).toBe(401);
  });
});

describe('POST /api/games/:gameId/partnership', () => {
  it('partners a game at once; until a month is closed the plan minimum holds', async () => {
    const res = await callRoute(t, gameRoutes.partner, cast.partner, {
      params: { gameId: 'astral' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ gameId: 'astral', since: '2026-11-20T12:00:00.000Z' });
    const body = await mine(cast.partner);
    expect(body.terms.used).toBe(1);
    const [game] = body.games;
    expect(game).toMatchObject({
      gameId: 'astral',
      todayBp: 100,
      thisMonth: { month: '2026-11', status: 'provisional', startBp: 100, floorBp: 100 },
      nextMonth: { month: '2026-12', status: 'projected', startBp: 100, floorBp: 100 },
      approvedVideos: 0,
      pendingVideos: 0,
      videos: [],
    });
    expect(game!.thisMonth.days).toHaveLength(30);
    expect(game!.nextMonth.days).toHaveLength(31);
    expect(body.available[0]).toMatchObject({ partners: 1, partnered: true });
  });

  it('keeps Standard and Affiliates to one game and Premium to two', async () => {
    await partnerWith(t, cast.partner, 'astral');
    await partnerWith(t, cast.affiliate, 'listen');
    await partnerWith(t, cast.premium, 'astral');
    await partnerWith(t, cast.premium, 'listen');
    const before = await snapshot(t);
    for (const who of [cast.partner, cast.affiliate, cast.premium]) {
      const res = await callRoute(t, gameRoutes.partner, who, { params: { gameId: 'labyrinth' } });
      expect(res.status).toBe(409);
      expect(res.code).toBe('partnership_limit');
    }
    const refused = await callRoute(t, gameRoutes.partner, cast.partner, {
      params: { gameId: 'labyrinth' },
    });
    expect(refused.error!.message).toBe(
      'Your Standard plan allows 1 game partnership(s), and you have them all.',
    );
    expect(
      (await callRoute(t, gameRoutes.partner, cast.affiliate, { params: { gameId: 'labyrinth' } }))
        .error?.message,
    ).toMatch(/^Your Affiliate plan allows 1/);
    expect((await mine(cast.partner)).available[3]).toMatchObject({
      gameId: 'labyrinth',
      refusal: 'partnership_limit',
    });
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a game already partnered', async () => {
    await partnerWith(t, cast.premium, 'astral');
    const before = await snapshot(t);
    const res = await callRoute(t, gameRoutes.partner, cast.premium, {
      params: { gameId: 'astral' },
    });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({
      code: 'partnership_exists',
      message: 'You already partner with Astral.',
    });
    expect(await snapshot(t)).toBe(before);
  });

  it('closes a game whose pool could not pay one more plan minimum', async () => {
    // Five Premium partners at 20% minimum fill the whole pool.
    for (let i = 0; i < 5; i += 1) {
      const premium = await createUser(t, { accountType: 'Partner', plan: 'Premium' });
      await partnerWith(t, premium, 'insection');
    }
    const before = await snapshot(t);
    const res = await callRoute(t, gameRoutes.partner, cast.partner, {
      params: { gameId: 'insection' },
    });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({
      code: 'game_pool_full',
      message:
        "Insection's ownership pool is full: its partners' plan minimums leave no room for another.",
    });
    expect((await mine(cast.partner)).available[5]).toMatchObject({
      gameId: 'insection',
      partners: 5,
      refusal: 'game_pool_full',
    });
    expect(await snapshot(t)).toBe(before);
  });

  it('answers 404 for an unknown game, 400 for an over-long id, 403 to staff and Admins', async () => {
    const before = await snapshot(t);
    const unknown = await callRoute(t, gameRoutes.partner, cast.partner, {
      params: { gameId: 'pong' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe('not_found');
    const long = await callRoute(t, gameRoutes.partner, cast.partner, {
      params: { gameId: 'a'.repeat(65) },
    });
    expect(long.status).toBe(400);
    expect(long.code).toBe('invalid_input');
    for (const who of [cast.editor, cast.admin])
      expect(
        (await callRoute(t, gameRoutes.partner, who, { params: { gameId: 'astral' } })).status,
      ).toBe(403);
    expect(
      (await callRoute(t, gameRoutes.partner, null, { params: { gameId: 'astral' } })).status,
    ).toBe(401);
    expect(await snapshot(t)).toBe(before);
  });

  it('lets two requests at once take only the one partnership a Standard plan allows', async () => {
    const answers = await Promise.all([
      callRoute(t, gameRoutes.partner, cast.partner, { params: { gameId: 'astral' } }),
      callRoute(t, gameRoutes.partner, cast.partner, { params: { gameId: 'listen' } }),
      callRoute(t, gameRoutes.partner, cast.partner, { params: { gameId: 'labyrinth' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await mine(cast.partner)).games).toHaveLength(1);
  });
});

describe('POST /api/games/:gameId/boosts', () => {
  beforeEach(async () => {
    await partnerWith(t, cast.partner, 'astral');
    await partnerWith(t, cast.premium, 'astral');
  });

  it('stores each video pending review in the current month, with one canonical link', async () => {
    const res = await callRoute(t, gameRoutes.boost, cast.partner, {
      params: { gameId: 'astral' },
      body: {
        videos: [
          { url: `https://youtu.be/${ytId(1)}`, publishedOn: '2026-11-18' },
          { url: `https://www.youtube.com/shorts/${ytId(2)}`, publishedOn: '2026-10-02' },
        ],
        note: 'Two episodes of my Astral series.',
      },
    });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ gameId: 'astral', month: '2026-11' });
    expect(body.videos.map((v: { url: string; status: string }) => [v.url, v.status])).toEqual([
      [`https://www.youtube.com/watch?v=${ytId(1)}`, 'pending'],
      [`https://www.youtube.com/watch?v=${ytId(2)}`, 'pending'],
    ]);
    const [game] = (await mine(cast.partner)).games;
    expect(game).toMatchObject({ pendingVideos: 2, approvedVideos: 0 });
    expect(game!.videos).toHaveLength(2);
    const note = await t.db.selectFrom('game_boosts').select('note').executeTakeFirst();
    expect(note?.note).toBe('Two episodes of my Astral series.');
  });

  it('refuses bad input with a message per field and changes nothing', async () => {
    const before = await snapshot(t);
    const send = (payload: unknown) =>
      callRoute(t, gameRoutes.boost, cast.partner, {
        params: { gameId: 'astral' },
        body: wrong(payload),
      });

    const missing = await send({});
    expect(missing.status).toBe(400);
    expect(missing.code).toBe('form_incomplete');

    const http = await send({
      videos: [video(1)].map((v) => ({ ...v, url: `http://youtu.be/${ytId(1)}` })),
    });
    expect(http.status).toBe(400);
    expect(http.error!.fieldErrors!['videos.0.url']).toMatch(/^Start the link with https:\/\//);

    const twice = await send({
      videos: [video(3), { url: `https://youtu.be/${ytId(3)}`, publishedOn: '2026-11-01' }],
    });
    expect(twice.status).toBe(400);
    expect(twice.error!.fieldErrors!['videos.1.url']).toBe(
      'This video is already in the form; each video counts once.',
    );

    const future = await send({ videos: [video(4, '2026-11-21')] });
    expect(future.status).toBe(400);
    expect(future.error).toMatchObject({
      code: 'invalid_input',
      fieldErrors: { 'videos.0.publishedOn': 'The publish date is in the future.' },
    });

    const old = await send({ videos: [video(5, '2026-09-30')] });
    expect(old.error!.fieldErrors!['videos.0.publishedOn']).toBe(
      'Only videos published since 2026-10-01 count toward this review.',
    );

    const longNote = await send({ videos: [video(6)], note: 'x'.repeat(401) });
    expect(longNote.error!.fieldErrors!.note).toBe('At most 400 characters.');

    const tooMany = await send({ videos: Array.from({ length: 11 }, (_, i) => video(10 + i)) });
    expect(tooMany.status).toBe(400);

    const wrongType = await send({ videos: 'https://youtu.be/x' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.code).toBe('invalid_input');

    expect(await snapshot(t)).toBe(before);
  });

  it('counts a video once per game, whoever sends it', async () => {
    await boost(t, cast.partner, 'astral', [video(1)]);
    const before = await snapshot(t);
    const res = await callRoute(t, gameRoutes.boost, cast.premium, {
      params: { gameId: 'astral' },
      body: {
        videos: [video(2), { url: `https://youtu.be/${ytId(1)}`, publishedOn: '2026-11-10' }],
      },
    });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({
      code: 'video_already_submitted',
      fieldErrors: { 'videos.1.url': 'This video was already submitted for Astral.' },
    });
    expect(await snapshot(t)).toBe(before);
  });

  it("refuses a game the caller does not partner, someone else's game, staff and Admins", async () => {
    const before = await snapshot(t);
    const notMine = await callRoute(t, gameRoutes.boost, cast.affiliate, {
      params: { gameId: 'astral' },
      body: {
        videos: [video(1)],
      },
    });
    expect(notMine.status).toBe(409);
    expect(notMine.error).toMatchObject({
      code: 'not_game_partner',
      message: 'Partner with Astral before boosting it.',
    });
    const unknown = await callRoute(t, gameRoutes.boost, cast.partner, {
      params: { gameId: 'pong' },
      body: {
        videos: [video(1)],
      },
    });
    expect(unknown.status).toBe(404);
    for (const who of [cast.editor, cast.admin])
      expect(
        (
          await callRoute(t, gameRoutes.boost, who, {
            params: { gameId: 'astral' },
            body: { videos: [video(1)] },
          })
        ).status,
      ).toBe(403);
    expect(await snapshot(t)).toBe(before);
  });

  it("lists only the caller's own videos", async () => {
    await boost(t, cast.partner, 'astral', [video(1)]);
    await boost(t, cast.premium, 'astral', [video(2), video(3)]);
    const [game] = (await mine(cast.partner)).games;
    expect(game!.videos.map((v: { videoId: string }) => v.videoId)).toEqual([ytId(1)]);
    expect(game!.pendingVideos).toBe(1);
  });
});
