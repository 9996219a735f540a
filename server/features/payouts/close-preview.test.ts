import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payoutRoutes } from '../../../common/api/payouts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { gamesApp } from '../../test/games.js';
import { commission, deliveredJob, payoutTables, setWallet } from '../../test/payouts.js';
import type { TestApp } from '../../test/test-app.js';

// What closing a month would make, asked before closing it: drafted as the close drafts, written
// nowhere, and equal to what the close then makes.

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let artist: TestUser;
let affiliate: TestUser;
let cents: number;

beforeEach(async () => {
  ({ t } = await gamesApp('2026-11-20T12:00:00.000Z'));
  let partner: TestUser;
  [admin, editor, artist, affiliate, partner] = await Promise.all([
    createUser(t, { accountType: 'Admin' }),
    createUser(t, { accountType: 'Production', isEditor: true }),
    createUser(t, { accountType: 'Production', isArtist: true }),
    createUser(t, { accountType: 'Affiliate' }),
    createUser(t, { accountType: 'Partner' }),
  ]);
  // The artist has no wallet yet: their statement would be paid by hand.
  await setWallet(t, editor, { method: 'PayPal', account: 'editor@pay.example' });
  await setWallet(t, affiliate, { method: 'PayPal', account: 'aff@pay.example' });
  const edit = await deliveredJob(
    t,
    { client: partner, staff: editor },
    { at: '2026-10-03T09:00:00.000Z', title: 'Boss fight' },
  );
  const cover = await deliveredJob(
    t,
    { client: partner, staff: artist },
    { at: '2026-10-10T09:00:00.000Z', title: 'Cover', thumbnail: true },
  );
  const sale = await commission(
    t,
    { buyer: partner, affiliate },
    { at: '2026-10-01T10:00:00.000Z', cents: 1000 },
  );
  cents = edit + cover + sale.amount_cents;
});
afterEach(() => t.close());

const preview = (who: TestUser, period: string) =>
  callRoute(t, payoutRoutes.closePreview, who, { params: { period } });

describe('GET /api/payouts/periods/:period/preview', () => {
  it('counts the payees and total closing would make, writing nothing, and matches the close', async () => {
    const before = await payoutTables(t);
    const asked = await preview(admin, '2026-10');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      period: '2026-10',
      alreadyClosed: false,
      payees: 3,
      staff: 2,
      affiliates: 1,
      withoutMethod: 1,
      totalCents: cents,
    });
    expect(await payoutTables(t)).toEqual(before);

    const closed = await callRoute(t, payoutRoutes.closePeriod, admin, {
      body: { period: '2026-10' },
    });
    expect(closed.body.after).toEqual({ closed: true, statementCount: 3, totalCents: cents });
    // Closed: the preview answers the statements it made.
    expect((await preview(admin, '2026-10')).body).toMatchObject({
      alreadyClosed: true,
      payees: 3,
      totalCents: cents,
    });
  });

  it('refuses a month still running, anyone but an Admin and a malformed period, writing nothing', async () => {
    const running = await preview(admin, '2026-11');
    expect([running.status, running.code]).toEqual([409, 'payout_period_open']);
    expect((await preview(editor, '2026-10')).status).toBe(403);
    const bad = await callRoute(t, payoutRoutes.closePreview, admin, {
      params: { period: wrong('2026-13') },
    });
    expect(bad.status).toBe(400);
    expect((await payoutTables(t)).slice(0, 3)).toEqual([[], [], []]);
  });
});
