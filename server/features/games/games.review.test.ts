import { gameRoutes } from '../../../common/api/games.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import {
  boost,
  decideAll,
  gamesApp,
  gamesCast,
  partnerWith,
  snapshot,
  video,
} from '../../test/games.js';
import { callRoute, wrong } from '../../test/call-route.js';

let t: TestApp;
let clock: { now: Date };
let cast: Awaited<ReturnType<typeof gamesCast>>;
beforeEach(async () => {
  ({ t, clock } = await gamesApp());
  cast = await gamesCast(t);
  await partnerWith(t, cast.partner, 'astral');
  await partnerWith(t, cast.premium, 'astral');
});
afterEach(async () => {
  await t.close();
});

const mine = async (who: TestUser) => (await callRoute(t, gameRoutes.mine, who)).body;
const review = async (month?: string) =>
  callRoute(t, gameRoutes.review, cast.admin, month ? { query: { month } } : {});
const close = (month: string, who: TestUser = cast.admin) =>
  callRoute(t, gameRoutes.close, who, { params: { month } });
const ids = (submission: { videos: Array<{ id: string }> }) => submission.videos.map((v) => v.id);

describe('GET /api/games/review', () => {
  it("lists the month's submissions per game with each partner's projected share", async () => {
    const sent = await boost(t, cast.partner, 'astral', [video(1), video(2)]);
    await decideAll(t, cast.admin, [sent.videos[0]!.id]);
    const res = await review();
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({
      month: '2026-11',
      currentMonth: '2026-11',
      closed: null,
      pendingVideos: 1,
    });
    expect(body.months[0]).toBe('2026-11');
    expect(body.months).toHaveLength(13);
    const astral = body.games.find((g: { gameId: string }) => g.gameId === 'astral');
    expect(astral!.partners).toHaveLength(2);
    // Both joined at the same instant of the test clock, so their order is not fixed.
    expect(astral!.partners).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          uid: cast.partner.uid,
          plan: 'Standard',
          approvedVideos: 1,
          pendingVideos: 1,
          // 1% + 19% x 1/8 = 3.375%, rounded half up.
          nextStartBp: 338,
          nextStatus: 'projected',
        }),
        expect.objectContaining({ uid: cast.premium.uid, plan: 'Premium', nextStartBp: 2000 }),
      ]),
    );
    expect(astral!.nextPoolBp).toBe(2338);
    expect(astral!.submissions).toHaveLength(1);
    expect(astral!.submissions[0]).toMatchObject({
      partner: { uid: cast.partner.uid, name: 'Pat Partner' },
      videos: [{ status: 'approved' }, { status: 'pending', reviewedAt: null }],
    });
  });

  it('is for Admins only, and refuses a malformed or future month', async () => {
    for (const who of [cast.partner, cast.editor, cast.affiliate])
      expect((await callRoute(t, gameRoutes.review, who)).status).toBe(403);
    expect((await callRoute(t, gameRoutes.review, null)).status).toBe(401);
    const bad = await review('2026-13');
    expect(bad.status).toBe(400);
    expect(bad.error?.fieldErrors?.month).toBe('Expected a month (YYYY-MM).');
    const future = await review('2026-12');
    expect(future.status).toBe(400);
    expect(future.error?.fieldErrors?.month).toBe('Choose this month or an earlier one.');
  });
});

describe('PATCH /api/games/videos/:videoId', () => {
  it('approves and rejects, and may change its mind while the month is open', async () => {
    const sent = await boost(t, cast.partner, 'astral', [video(1)]);
    const id = sent.videos[0]!.id;
    const approved = await callRoute(t, gameRoutes.decide, cast.admin, {
      params: { videoId: id },
      body: {
        status: 'approved',
      },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id,
      status: 'approved',
      reviewedAt: expect.any(String),
    });
    const rejected = await callRoute(t, gameRoutes.decide, cast.admin, {
      params: { videoId: id },
      body: {
        status: 'rejected',
        reason: 'The game is never shown.',
      },
    });
    expect(rejected.body.status).toBe('rejected');
    const [game] = (await mine(cast.partner)).games;
    expect(game!.videos[0]!.status).toBe('rejected');
  });

  it("refuses a Partner deciding on their own or someone else's video, and bad input", async () => {
    const sent = await boost(t, cast.partner, 'astral', [video(1)]);
    const id = sent.videos[0]!.id;
    const before = await snapshot(t);
    for (const who of [cast.partner, cast.premium, cast.editor]) {
      const res = await callRoute(t, gameRoutes.decide, who, {
        params: { videoId: id },
        body: { status: 'approved' },
      });
      expect(res.status).toBe(403);
    }
    const unknown = await callRoute(t, gameRoutes.decide, cast.admin, {
      params: { videoId: '00000000-0000-4000-8000-000000000000' },
      body: { status: 'approved' },
    });
    expect(unknown.status).toBe(404);
    const notUuid = await callRoute(t, gameRoutes.decide, cast.admin, {
      params: { videoId: 'abc' },
      body: {
        status: 'approved',
      },
    });
    expect(notUuid.status).toBe(400);
    const badStatus = await callRoute(t, gameRoutes.decide, cast.admin, {
      params: { videoId: id },
      body: { status: wrong('maybe') },
    });
    expect(badStatus.status).toBe(400);
    const noStatus = await callRoute(t, gameRoutes.decide, cast.admin, {
      params: { videoId: id },
      body: wrong({}),
    });
    expect(noStatus.code).toBe('form_incomplete');
    expect(await snapshot(t)).toBe(before);
  });
});

describe('POST /api/games/months/:month/close', () => {
  it("sets next month's shares from the approved videos; the Partner sees them confirmed", async () => {
    const sent = await boost(t, cast.partner, 'astral', [video(1), video(2), video(3)]);
    const other = await boost(t, cast.premium, 'astral', [video(4), video(5)]);
    await decideAll(t, cast.admin, ids(sent).slice(0, 2));
    await decideAll(t, cast.admin, ids(sent).slice(2), 'rejected');
    await decideAll(t, cast.admin, ids(other));

    const res = await close('2026-11');
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ month: '2026-11', alreadyClosed: false, pendingVideos: 0 });
    expect(body.closed).toEqual({ at: '2026-11-20T12:00:00.000Z', by: 'Ada Admin' });
    const astral = body.games.find((g: { gameId: string }) => g.gameId === 'astral');
    // Standard: 1% + 19% x 2/8 = 5.75%. Premium: 20% + 20% x 2/8 = 25%.
    const starts = Object.fromEntries(
      astral!.partners.map((p: { uid: string; nextStartBp: number }) => [p.uid, p.nextStartBp]),
    );
    expect(starts).toEqual({ [cast.partner.uid]: 575, [cast.premium.uid]: 2500 });
    expect(
      astral!.partners.every((p: { nextStatus: string }) => p.nextStatus === 'confirmed'),
    ).toBe(true);

    const page = await mine(cast.partner);
    expect(page.openMonth).toBe('2026-12');
    expect(page.games[0]!.nextMonth).toMatchObject({
      month: '2026-12',
      status: 'confirmed',
      startBp: 575,
      floorBp: 100,
    });
    expect(page.games[0]!.nextMonth.days[0]).toBe(575);
    expect(page.games[0]!.nextMonth.days[30]).toBe(100);
  });

  it('changes nothing when closed a second time', async () => {
    const sent = await boost(t, cast.partner, 'astral', [video(1)]);
    await decideAll(t, cast.admin, ids(sent));
    const first = await close('2026-11');
    const before = await snapshot(t);
    clock.now = new Date('2026-11-25T08:00:00.000Z');
    const second = await close('2026-11');
    expect(second.status).toBe(200);
    expect(second.body.alreadyClosed).toBe(true);
    expect(second.body.closed).toEqual(first.body.closed);
    expect(second.body.games).toEqual(first.body.games);
    expect(await snapshot(t)).toBe(before);
  });

  it('closes once when two Admins close at the same moment', async () => {
    const otherAdmin = await createUser(t, { accountType: 'Admin' });
    const [a, b] = await Promise.all([close('2026-11'), close('2026-11', otherAdmin)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.alreadyClosed, b.body.alreadyClosed].sort()).toEqual([false, true]);
    const shares = await t.db.selectFrom('game_shares').selectAll().execute();
    expect(shares).toHaveLength(2);
  });

  it('refuses while videos wait for review, a future month, non-Admins and a bad month', async () => {
    await boost(t, cast.partner, 'astral', [video(1), video(2)]);
    const before = await snapshot(t);
    const pending = await close('2026-11');
    expect(pending.status).toBe(409);
    expect(pending.error).toMatchObject({
      code: 'reviews_pending',
      message:
        '2 promotion video(s) of 2026-11 still wait for review. Approve or reject them before closing the month.',
    });
    const future = await close('2026-12');
    expect(future.status).toBe(400);
    expect(future.error!.fieldErrors!.month).toBe(
      'A month can be closed only once it has started.',
    );
    for (const who of [cast.partner, cast.editor])
      expect((await close('2026-11', who)).status).toBe(403);
    expect(
      (await callRoute(t, gameRoutes.close, null, { params: { month: '2026-11' } })).status,
    ).toBe(401);
    const bad = await callRoute(t, gameRoutes.close, cast.admin, { params: { month: 'november' } });
    expect(bad.status).toBe(400);
    expect(await snapshot(t)).toBe(before);
  });

  it('freezes a closed month: no decision changes, new forms count in the next month', async () => {
    const sent = await boost(t, cast.partner, 'astral', [video(1)]);
    await decideAll(t, cast.admin, ids(sent));
    await close('2026-11');
    const before = await snapshot(t);
    const late = await callRoute(t, gameRoutes.decide, cast.admin, {
      params: { videoId: sent.videos[0]!.id },
      body: {
        status: 'rejected',
        reason: 'Changed my mind.',
      },
    });
    expect(late.status).toBe(409);
    expect(late.code).toBe('month_closed');
    expect(await snapshot(t)).toBe(before);

    const after = await boost(t, cast.partner, 'astral', [video(2)]);
    expect(after.month).toBe('2026-12');
    const page = await mine(cast.partner);
    expect(page.games[0]).toMatchObject({ pendingVideos: 1, approvedVideos: 0 });
  });

  it('never lets a crowded pool exceed 100%: the worked example of docs/ownership.md', async () => {
    const premiums = [cast.premium];
    for (let i = 0; i < 3; i += 1) {
      const p = await createUser(t, { accountType: 'Partner', plan: 'Premium' });
      await partnerWith(t, p, 'astral');
      premiums.push(p);
    }
    let n = 100;
    const sendApproved = async (who: TestUser, count: number) => {
      const videos = Array.from({ length: count }, () => video((n += 1)));
      await decideAll(t, cast.admin, ids(await boost(t, who, 'astral', videos)));
    };
    for (const p of premiums) await sendApproved(p, 8);
    await sendApproved(cast.partner, 6);
    const body = (await close('2026-11')).body;
    const astral = body.games.find((g: { gameId: string }) => g.gameId === 'astral');
    const byUid = Object.fromEntries(
      astral!.partners.map((p: { uid: string; nextStartBp: number }) => [p.uid, p.nextStartBp]),
    );
    expect(byUid[cast.partner.uid]).toBe(387);
    for (const p of premiums) expect(byUid[p.uid]).toBe(2403);
    expect(astral!.nextPoolBp).toBe(9999);
  });
});

describe('the month after a close', () => {
  beforeEach(async () => {
    const sent = await boost(t, cast.partner, 'astral', [video(1), video(2), video(3), video(4)]);
    await decideAll(t, cast.admin, ids(sent));
    await close('2026-11');
  });

  it('decays from the start on the 1st to the plan minimum on the 31st', async () => {
    // 1% + 19% x 4/8 = 10.5% on 1 December, falling to 1% on 31 December.
    clock.now = new Date('2026-12-01T00:00:00.000Z');
    let page = await mine(cast.partner);
    expect(page.month).toBe('2026-12');
    expect(page.games[0]!.thisMonth).toMatchObject({
      month: '2026-12',
      status: 'confirmed',
      startBp: 1050,
      floorBp: 100,
    });
    expect(page.games[0]!.todayBp).toBe(1050);
    // The next month is a projection again until December is closed.
    expect(page.games[0]!.nextMonth).toMatchObject({ month: '2027-01', status: 'projected' });

    clock.now = new Date('2026-12-16T12:00:00.000Z');
    page = await mine(cast.partner);
    expect(page.games[0]!.todayBp).toBe(575);

    clock.now = new Date('2026-12-31T23:59:59.000Z');
    page = await mine(cast.partner);
    expect(page.games[0]!.todayBp).toBe(100);
  });

  it('gives nothing in December to a partnership that began after November was closed', async () => {
    await partnerWith(t, cast.affiliate, 'astral');
    let page = await mine(cast.affiliate);
    expect(page.games[0]!.nextMonth).toMatchObject({ status: 'not_included', startBp: 0 });
    clock.now = new Date('2026-12-05T12:00:00.000Z');
    page = await mine(cast.affiliate);
    expect(page.games[0]).toMatchObject({
      todayBp: 0,
      thisMonth: { status: 'not_included' },
      nextMonth: { status: 'projected', startBp: 100 },
    });
  });

  it('holds the plan minimum in January while December waits for its review', async () => {
    clock.now = new Date('2027-01-03T12:00:00.000Z');
    const page = await mine(cast.premium);
    expect(page.games[0]).toMatchObject({
      todayBp: 2000,
      thisMonth: { month: '2027-01', status: 'provisional' },
    });
    // A late close of December during January confirms January's figures.
    expect((await close('2026-12')).status).toBe(200);
    const after = await mine(cast.premium);
    expect(after.games[0]!.thisMonth).toMatchObject({ status: 'confirmed', startBp: 2000 });
  });
});
