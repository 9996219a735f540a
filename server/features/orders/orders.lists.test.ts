import { teamRoutes } from '../../../common/api/teams.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  orderRoutes,
  revisionStatusRanks,
  statusRanks,
  type RequestsQueryInput,
} from '../../../common/api/orders.js';
import type { TestUser } from '../../test/factories.js';
import {
  deliver,
  grant,
  insertRevision,
  orderRow,
  ordersSnapshot,
  placeOrder,
  startTime,
  useOrdersApp,
} from '../../test/orders.js';
import { ordersService, type OrdersDeps } from './orders.service.js';
import { callRoute, wrong } from '../../test/call-route.js';

const { t, cast } = useOrdersApp();

type Item = { requestId: string; type: string; status: string } & Record<string, unknown>;
const list = async (who: TestUser, query: RequestsQueryInput) => {
  const res = await callRoute(t, orderRoutes.requests, who, { query });
  expect(res.status).toBe(200);
  return res.body.items as Item[];
};
const ids = (items: Item[]) => items.map((i) => i.requestId);
const status = (who: TestUser, id: string, type: 'status' | 'status-revision' = 'status') =>
  callRoute(t, orderRoutes.productStatus, who, { query: { type, id } });
const activate = (who: TestUser, orderId: string) =>
  callRoute(t, orderRoutes.activate, who, { body: { requestId: orderId } });

describe('GET /api/payment/fulfillment/requests', () => {
  it("lists a Partner's open and closed orders, newest first, with the §3 fields and the tracker", async () => {
    const { partner, premium, editor } = cast;
    const first = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    t.clock.advanceHours(1);
    const second = await placeOrder(t, partner, cast, { videoName: 'Second video' });
    await placeOrder(t, premium, { editor: cast.editor2, artist: cast.artist2 });

    const open = await list(partner, { type: 'unfulfilled' });
    expect(ids(open)).toEqual(
      expect.arrayContaining([first.editId, second.editId, second.thumbnailId]),
    );
    expect(open).toHaveLength(3);
    // Newest first.
    expect(ids(open).at(-1)).toBe(first.editId);
    const edit = open.find((i) => i.requestId === second.editId);
    const folder = await orderRow(t, second.editId ?? '');
    expect(edit).toEqual({
      requestId: second.editId,
      title: 'Second video',
      type: 'Edit',
      isRevision: false,
      videoRequestId: second.videoRequestId,
      ofRequestId: null,
      client: 'Pat Partner',
      staffName: 'Eddie Editor',
      author: 'Pat Partner',
      createdTime: '2026-11-23T11:00:00.000Z',
      dueTime: '2026-11-25T11:00:00.000Z',
      message: 'Cut the boring parts.',
      revisions: 0,
      revisionDisabled: true,
      id: null,
      name: null,
      status: 'open',
      clientUser: {
        uid: partner.uid,
        name: 'Pat Partner',
        username: partner.username,
        avatarUrl: null,
      },
      staffUser: {
        uid: editor.uid,
        name: 'Eddie Editor',
        username: editor.username,
        avatarUrl: null,
      },
      originalDueTime: '2026-11-25T11:00:00.000Z',
      durationMinutes: 10,
      product: 'Video Edit',
      folderId: folder.folder_id,
      folderName: second.folderName,
      closedTime: null,
      closeReason: null,
      deliveries: [],
      // Open: no delivery yet, so nothing to review and no message; the first version.
      deliveryMessage: null,
      review: null,
      version: 1,
      progress: {
        ranks: [...statusRanks],
        flags: {
          requestActivated: false,
          moreTimeSent: false,
          moreTimeStatus: null,
          moreTimeDuration: null,
          passOffSent: false,
          passOffStatus: null,
          newStaff: null,
          closeReason: null,
          closedOn: null,
        },
        times: {
          requestOpened: '2026-11-23T11:00:00.000Z',
          requestActivated: null,
          moreTimeSent: null,
          moreTimeStatus: null,
          passOffSent: null,
          passOffStatus: null,
          closedOn: null,
        },
      },
      passOff: null,
    });
    expect(await list(partner, { type: 'fulfilled' })).toEqual([]);

    await deliver(t, editor, partner, first.editId ?? '');
    await t.db
      .updateTable('production_requests')
      .set({ status: 'cancelled', close_reason: 'Overdue', closed_at: t.clock.now().toISOString() })
      .where('id', '=', second.thumbnailId ?? '')
      .execute();
    expect(ids(await list(partner, { type: 'unfulfilled' }))).toEqual([second.editId]);
    const closed = await list(partner, { type: 'fulfilled' });
    expect(ids(closed).sort()).toEqual([first.editId, second.thumbnailId].sort());
    expect(closed.find((i) => i.requestId === second.thumbnailId)?.closeReason).toBe('Overdue');
    // management=true is the Partner's activity: the same orders.
    expect(ids(await list(partner, { type: 'unfulfilled', management: 'true' }))).toEqual([
      second.editId,
    ]);
    expect(ids(await list(partner, { type: 'unfulfilled', uid: partner.uid }))).toEqual([
      second.editId,
    ]);
  });

  it('lists for staff only the orders assigned to them, and by client with uid', async () => {
    const { partner, premium, editor, artist, editor2, allrounder } = cast;
    const mine = await placeOrder(t, partner, cast);
    const theirs = await placeOrder(t, premium, { editor: allrounder, artist: allrounder });
    expect(ids(await list(editor, { type: 'unfulfilled' }))).toEqual([mine.editId]);
    expect(ids(await list(artist, { type: 'unfulfilled' }))).toEqual([mine.thumbnailId]);
    expect(await list(editor2, { type: 'unfulfilled' })).toEqual([]);
    expect(ids(await list(allrounder, { type: 'unfulfilled' })).sort()).toEqual(
      [theirs.editId, theirs.thumbnailId].sort(),
    );
    expect(ids(await list(editor, { type: 'unfulfilled', uid: partner.uid }))).toEqual([
      mine.editId,
    ]);
    expect(await list(editor, { type: 'unfulfilled', uid: premium.uid })).toEqual([]);
    expect(ids(await list(allrounder, { type: 'unfulfilled', uid: premium.uid })).sort()).toEqual(
      [theirs.editId, theirs.thumbnailId].sort(),
    );
  });

  it('lists every order for an Admin, narrowed by uid', async () => {
    const { admin, partner, premium, allrounder } = cast;
    const mine = await placeOrder(t, partner, cast);
    const theirs = await placeOrder(t, premium, { editor: allrounder, artist: allrounder });
    const all = ids(await list(admin, { type: 'unfulfilled', management: 'true' }));
    for (const id of [mine.editId, mine.thumbnailId, theirs.editId, theirs.thumbnailId])
      expect(all).toContain(id);
    expect(ids(await list(admin, { type: 'unfulfilled', uid: premium.uid })).sort()).toEqual(
      [theirs.editId, theirs.thumbnailId].sort(),
    );
  });

  it('includes revisions, each with its own one-step tracker', async () => {
    const { partner, editor } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await deliver(t, editor, partner, editId);
    t.clock.advanceHours(1);
    const revisionId = await insertRevision(t, editId);
    const [newest] = await list(partner, { type: 'unfulfilled' });
    expect(newest).toMatchObject({
      requestId: revisionId,
      isRevision: true,
      ofRequestId: editId,
      progress: { ranks: [...revisionStatusRanks] },
    });
    expect(ids(await list(editor, { type: 'unfulfilled' }))).toEqual([revisionId]);
  });

  it("refuses another Partner's uid with 404, an Affiliate with 403, and bad queries with 400", async () => {
    const { partner, premium, affiliate } = cast;
    await placeOrder(t, premium, { editor: cast.editor2, artist: cast.artist2 });
    const other = await callRoute(t, orderRoutes.requests, partner, {
      query: { type: 'unfulfilled', uid: premium.uid },
    });
    expect(other.status).toBe(404);
    expect(other.code).toBe('not_found');
    const affiliateList = await callRoute(t, orderRoutes.requests, affiliate, {
      query: { type: 'unfulfilled' },
    });
    expect(affiliateList.status).toBe(403);
    for (const query of [
      {},
      { type: 'open' },
      { type: 'unfulfilled', uid: 'nobody' },
      { type: 'fulfilled', management: 'yes' },
    ]) {
      const res = await callRoute(t, orderRoutes.requests, partner, { query: wrong(query) });
      expect(res.status).toBe(400);
    }
    const anonymous = await callRoute(t, orderRoutes.requests, null, {
      query: { type: 'unfulfilled' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/payment/fulfillment/request', () => {
  it('answers one order to its Partner, its staff and Admins, and 404 to anyone else', async () => {
    const { partner, premium, editor, editor2, artist, admin, affiliate } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    const read = (who: TestUser) =>
      callRoute(t, orderRoutes.request, who, { query: { id: editId } });
    for (const who of [partner, editor, admin]) {
      const res = await read(who);
      expect(res.status).toBe(200);
      expect(res.body.requestId).toBe(editId);
    }
    for (const who of [premium, editor2, artist, affiliate]) {
      const res = await read(who);
      expect(res.status).toBe(404);
      expect(res.code).toBe('not_found');
    }
    const unknown = await callRoute(t, orderRoutes.request, admin, { query: { id: randomUUID() } });
    expect(unknown.status).toBe(404);
    const malformed = await callRoute(t, orderRoutes.request, admin, {
      query: { id: wrong('12') },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('GET /api/payment/fulfillment/work?type=assigned', () => {
  it("lists a staff member's open orders only, and refuses anyone but staff", async () => {
    const { partner, editor, artist, admin } = cast;
    const first = await placeOrder(t, partner, cast);
    const second = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await deliver(t, editor, partner, first.editId ?? '');
    const work = await callRoute(t, orderRoutes.work, editor, { query: { type: 'assigned' } });
    expect(work.status).toBe(200);
    expect(ids(work.body.items)).toEqual([second.editId]);
    const artistWork = await callRoute(t, orderRoutes.work, artist, {
      query: { type: 'assigned' },
    });
    expect(ids(artistWork.body.items)).toEqual([first.thumbnailId]);
    for (const who of [partner, admin]) {
      const res = await callRoute(t, orderRoutes.work, who, { query: { type: 'assigned' } });
      expect(res.status).toBe(403);
    }
    const bad = await callRoute(t, orderRoutes.work, editor, { query: { type: wrong('mine') } });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/payment/product and POST /api/payment/fulfillment/activate', () => {
  it('marks the order activated once, with its time, and tells the notifier once', async () => {
    const { partner, editor } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    t.notices.length = 0;
    t.clock.advanceHours(2);
    const first = await activate(editor, editId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ranks: [...statusRanks],
      flags: { requestActivated: true },
      times: { requestOpened: startTime, requestActivated: '2026-11-23T12:00:00.000Z' },
    });
    t.clock.advanceHours(1);
    const again = await activate(editor, editId);
    expect(again.status).toBe(200);
    expect(again.body.times.requestActivated).toBe('2026-11-23T12:00:00.000Z');
    expect(t.notices.map((n) => [n.event, n.orderId])).toEqual([['activated', editId]]);
    const read = await status(partner, editId);
    expect(read.body).toEqual(first.body);
  });

  it('shows more-time and pass-off steps from their requests, and the close', async () => {
    const { partner, editor, editor2, admin } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await activate(editor, editId);
    // Extensions are another module's; its row is written as that module would.
    await t.db
      .insertInto('extension_requests')
      .values({
        request_id: editId,
        staff_id: editor.uid,
        days: 2,
        reason: 'Long footage',
        state: 'Pending',
        created_at: '2026-11-23T11:00:00.000Z',
        expires_at: '2026-11-24T11:00:00.000Z',
        answered_at: null,
      })
      .execute();
    const pending = (await status(partner, editId)).body;
    expect(pending.flags).toMatchObject({
      moreTimeSent: true,
      moreTimeStatus: null,
      moreTimeDuration: 2,
    });
    expect(pending.times.moreTimeSent).toBe('2026-11-23T11:00:00.000Z');
    expect(pending.times.moreTimeStatus).toBeNull();
    await t.db
      .updateTable('extension_requests')
      .set({ state: 'Accepted', answered_at: '2026-11-23T12:00:00.000Z' })
      .where('request_id', '=', editId)
      .execute();
    expect((await status(partner, editId)).body).toMatchObject({
      flags: { moreTimeStatus: 'Accepted' },
      times: { moreTimeStatus: '2026-11-23T12:00:00.000Z' },
    });

    t.clock.advanceHours(3);
    await callRoute(t, orderRoutes.requestPassOff, editor, {
      body: {
        requestId: editId,
        reason: 'Too busy this week',
      },
    });
    const asked = (await status(partner, editId)).body;
    expect(asked.flags).toMatchObject({ passOffSent: true, passOffStatus: null, newStaff: null });
    expect(asked.times.passOffSent).toBe('2026-11-23T13:00:00.000Z');
    await callRoute(t, orderRoutes.assignPassOff, admin, {
      query: { id: editId },
      body: {
        newStaff: editor2.uid,
      },
    });
    const assigned = (await status(partner, editId)).body;
    expect(assigned.flags).toMatchObject({ passOffStatus: 'Assigned', newStaff: 'Edna Editor' });
    expect(assigned.times.passOffStatus).toBe('2026-11-23T13:00:00.000Z');
    t.clock.advanceHours(1);
    await callRoute(t, orderRoutes.answerPassOff, editor2, {
      query: { id: editId },
      body: {
        state: 'Accepted',
      },
    });
    t.clock.advanceHours(1);
    await deliver(t, editor2, partner, editId);
    const closed = (await status(partner, editId)).body;
    expect(closed.flags).toEqual({
      requestActivated: true,
      moreTimeSent: true,
      moreTimeStatus: 'Accepted',
      moreTimeDuration: 2,
      passOffSent: true,
      passOffStatus: 'Accepted',
      newStaff: 'Edna Editor',
      closeReason: 'Fulfilled',
      closedOn: '2026-11-23T15:00:00.000Z',
    });
    expect(closed.times).toMatchObject({
      passOffStatus: '2026-11-23T14:00:00.000Z',
      closedOn: '2026-11-23T15:00:00.000Z',
    });
  });

  it('answers a revision with its revision ranks whichever type is asked, and refuses to activate it', async () => {
    const { partner, editor } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await deliver(t, editor, partner, editId);
    const revisionId = await insertRevision(t, editId);
    for (const type of ['status', 'status-revision'] as const) {
      const res = await status(partner, revisionId, type);
      expect(res.status).toBe(200);
      expect(res.body.ranks).toEqual([...revisionStatusRanks]);
    }
    const before = await ordersSnapshot(t);
    const refused = await activate(editor, revisionId);
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('not_revisable');
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('refuses to activate a closed, expired or unassigned order, and changes nothing', async () => {
    const { partner, editor, editor2, admin } = cast;
    const first = await placeOrder(t, partner, cast);
    const second = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await deliver(t, editor, partner, first.editId ?? '');
    const before = await ordersSnapshot(t);
    const closed = await activate(editor, first.editId ?? '');
    expect(closed.code).toBe('request_closed');
    for (const who of [editor2, cast.artist]) {
      const res = await activate(who, second.editId ?? '');
      expect(res.status).toBe(404);
    }
    for (const who of [partner, admin]) {
      const res = await activate(who, second.editId ?? '');
      expect(res.status).toBe(403);
    }
    expect((await activate(editor, randomUUID())).status).toBe(404);
    const malformed = await callRoute(t, orderRoutes.activate, editor, {
      body: {
        requestId: wrong(42),
      },
    });
    expect(malformed.status).toBe(400);
    const missing = await callRoute(t, orderRoutes.activate, editor, { body: wrong({}) });
    expect(missing.code).toBe('form_incomplete');
    t.clock.advanceHours(48);
    const expired = await activate(editor, second.editId ?? '');
    expect(expired.status).toBe(410);
    expect(expired.code).toBe('request_expired');
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('answers the tracker only to those who may see the order', async () => {
    const { partner, premium, editor, editor2, admin } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    for (const who of [partner, editor, admin])
      expect((await status(who, editId)).status).toBe(200);
    for (const who of [premium, editor2, cast.affiliate])
      expect((await status(who, editId)).status).toBe(404);
    expect((await status(admin, randomUUID())).status).toBe(404);
    expect((await status(admin, editId, wrong('timeline'))).status).toBe(400);
  });
});

describe('GET /api/payment/fulfillment/earnings', () => {
  it("totals a staff member's pay for a UTC month", async () => {
    const { partner, editor, admin } = cast;
    const first = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    const second = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await deliver(t, editor, partner, first.editId ?? '');
    // The second is delivered in December.
    t.clock.set('2026-11-24T23:00:00.000Z');
    await callRoute(t, teamRoutes.setTier, admin, { body: { uid: editor.uid, tier: 2 } });
    t.clock.set('2026-12-01T00:00:00.000Z');
    await t.db
      .updateTable('production_requests')
      .set({ due_at: '2026-12-10T00:00:00.000Z' })
      .where('id', '=', second.editId ?? '')
      .execute();
    await deliver(t, editor, partner, second.editId ?? '');

    const november = await callRoute(t, orderRoutes.earnings, editor, {
      query: { month: '2026-11' },
    });
    expect(november.status).toBe(200);
    expect(november.body).toEqual({
      month: '2026-11',
      totalCents: 1000,
      items: [
        {
          requestId: first.editId,
          title: 'My Speedrun',
          type: 'Edit',
          isRevision: false,
          tier: 1,
          amountCents: 1000,
          earnedTime: startTime,
        },
      ],
    });
    // This month by default.
    const current = await callRoute(t, orderRoutes.earnings, editor);
    expect(current.body).toMatchObject({ month: '2026-12', totalCents: 1500 });
    const byAdmin = await callRoute(t, orderRoutes.earnings, admin, {
      query: { month: '2026-12', uid: editor.uid },
    });
    expect(byAdmin.body.items).toHaveLength(1);
  });

  it('refuses other people: 404 for another staff uid, 403 for a Partner, 400 for bad months', async () => {
    const { partner, editor, editor2, admin } = cast;
    const other = await callRoute(t, orderRoutes.earnings, editor2, { query: { uid: editor.uid } });
    expect(other.status).toBe(404);
    expect((await callRoute(t, orderRoutes.earnings, partner)).status).toBe(403);
    const noUid = await callRoute(t, orderRoutes.earnings, admin);
    expect(noUid.status).toBe(400);
    expect(noUid.error!.fieldErrors!.uid).toBeDefined();
    for (const month of ['2026-13', '2026-1', 'november', '2026-11-01'])
      expect((await callRoute(t, orderRoutes.earnings, editor, { query: { month } })).status).toBe(
        400,
      );
  });
});

describe('the Staff Scheduler reads assigned work from orders', () => {
  it("places open orders on their due day and counts each staff member's open work", async () => {
    const { partner, editor, admin } = cast;
    const first = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    const second = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await deliver(t, editor, partner, second.editId ?? '');
    // Due 2026-11-25 10:00 UTC.
    const work = await callRoute(t, teamRoutes.work, editor, {
      query: { from: '2026-11-25', to: '2026-11-25' },
    });
    expect(work.status).toBe(200);
    expect(work.body.items).toEqual([
      {
        id: first.editId,
        title: 'My Speedrun',
        type: 'Edit',
        client: 'Pat Partner',
        dueTime: '2026-11-25T10:00:00.000Z',
        path: `/dashboard/production/receive?active=${first.editId}`,
      },
    ]);
    const before = await callRoute(t, teamRoutes.work, editor, {
      query: { from: '2026-11-23', to: '2026-11-24' },
    });
    expect(before.body.items).toEqual([]);
    // The overview pages (decision 028): ask for this staff member's row.
    const overview = await callRoute(t, teamRoutes.staffOverview, admin, {
      query: { uid: editor.uid },
    });
    const row = overview.body.staff.find((s) => s.uid === editor.uid);
    expect(row?.openWork).toBe(1);
  });
});

describe('list reads', () => {
  it('reads a list in the same number of queries for 1 order as for 8 (no query per order)', async () => {
    const { premium, allrounder } = cast;
    let queries = 0;
    const counting = t.db.withPlugin({
      transformQuery(args) {
        queries += 1;
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    });
    const service = ordersService({
      db: counting,
      teams: {} as OrdersDeps['teams'],
      drive: {} as OrdersDeps['drive'],
      notifier: { async notify() {} },
      now: t.clock.now,
    });
    const principal = { uid: premium.uid, accountType: 'Partner' as const };
    const premiumCast = { editor: allrounder, artist: allrounder };
    await grant(t, premium, 'Video Edit', 10, 6);
    await grant(t, premium, 'Video Thumbnail', null, 6);
    await placeOrder(t, premium, premiumCast, { thumbnailsEnabled: false });
    queries = 0;
    expect(
      (await service.requests(principal, { type: 'unfulfilled', limit: 50 })).items,
    ).toHaveLength(1);
    const forOne = queries;
    for (let i = 0; i < 2; i += 1) {
      const { editId = '' } = await placeOrder(t, premium, premiumCast);
      await t.db
        .insertInto('extension_requests')
        .values({
          request_id: editId,
          staff_id: allrounder.uid,
          days: 1,
          reason: '',
          state: 'Pending',
          created_at: startTime,
          expires_at: startTime,
          answered_at: null,
        })
        .execute();
    }
    await placeOrder(t, premium, premiumCast);
    await deliver(t, allrounder, premium, (await placeOrder(t, premium, premiumCast)).editId ?? '');
    queries = 0;
    const items = (await service.requests(principal, { type: 'unfulfilled', limit: 50 })).items;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(queries).toBe(forOne);
  });
});
