import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  grantCredits,
  refundOrderCredits,
  spendCredit,
  unusedCounts,
  unusedEditRows,
} from './credits.repository.js';

let t: TestApp;
let partner: TestUser;
const at = () => new Date().toISOString();

const app = useTestApp({}, 'test');
beforeEach(async () => {
  t = app();
  partner = await createUser(t, { accountType: 'Partner' });
});

const grant = (
  product: 'Video Edit' | 'Shorts Edit' | 'Video Thumbnail',
  durationMinutes: number | null,
  quantity: number,
  userId = partner.uid,
) => grantCredits(t.db, { userId, product, durationMinutes, quantity, note: 'test', at: at() });

const counts = () => unusedCounts(t.db, partner.uid);

/** The ledger's sum per product and duration must equal the balances, always. */
async function expectLedgerMatchesBalances() {
  const entries = await t.db
    .selectFrom('credit_entries')
    .select(['user_id', 'product', 'duration_minutes', 'delta'])
    .execute();
  const sums = new Map<string, number>();
  for (const e of entries) {
    const key = `${e.user_id}|${e.product}|${e.duration_minutes ?? 0}`;
    sums.set(key, (sums.get(key) ?? 0) + e.delta);
  }
  const balances = await t.db.selectFrom('credit_balances').selectAll().execute();
  const fromBalances = new Map(
    balances.map((b) => [`${b.user_id}|${b.product}|${b.duration_minutes}`, b.unused]),
  );
  for (const [key, sum] of sums) expect(fromBalances.get(key) ?? 0).toBe(sum);
  for (const [key, unused] of fromBalances) expect(sums.get(key) ?? 0).toBe(unused);
}

describe('credits ledger', () => {
  it('counts Shorts as edits and lists each unused edit with its Duration', async () => {
    await grant('Video Edit', 10, 2);
    await grant('Shorts Edit', 3, 1);
    await grant('Video Thumbnail', null, 4);
    expect(await counts()).toEqual({ edits: 3, thumbnails: 4 });
    expect(await unusedEditRows(t.db, partner.uid)).toEqual([
      { Duration: 3, Product: 'Shorts Edit' },
      { Duration: 10, Product: 'Video Edit' },
      { Duration: 10, Product: 'Video Edit' },
    ]);
    await expectLedgerMatchesBalances();
  });

  it('spends one edit of the asked duration for an order, writing one spend row', async () => {
    await grant('Video Edit', 10, 2);
    await grant('Video Edit', 20, 1);
    const spent = await t.db.transaction().execute((trx) =>
      spendCredit(trx, {
        userId: partner.uid,
        orderId: 'order-1',
        kind: 'edit',
        durationMinutes: 20,
        at: at(),
      }),
    );
    expect(spent).toEqual({
      orderId: 'order-1',
      kind: 'edit',
      product: 'Video Edit',
      durationMinutes: 20,
    });
    expect(await counts()).toEqual({ edits: 2, thumbnails: 0 });
    const rows = await t.db
      .selectFrom('credit_entries')
      .selectAll()
      .where('reason', '=', 'spend')
      .execute();
    expect(rows).toMatchObject([{ order_id: 'order-1', delta: -1, duration_minutes: 20 }]);
    await expectLedgerMatchesBalances();
  });

  it('prefers a Video Edit, then a Shorts Edit, of the same duration unless a product is named', async () => {
    await grant('Video Edit', 5, 1);
    await grant('Shorts Edit', 5, 1);
    const first = await spendCredit(t.db, {
      userId: partner.uid,
      orderId: 'a',
      kind: 'edit',
      durationMinutes: 5,
      at: at(),
    });
    const second = await spendCredit(t.db, {
      userId: partner.uid,
      orderId: 'b',
      kind: 'edit',
      durationMinutes: 5,
      at: at(),
    });
    expect([first.product, second.product]).toEqual(['Video Edit', 'Shorts Edit']);
    await grant('Video Edit', 5, 1);
    await grant('Shorts Edit', 5, 1);
    const named = await spendCredit(t.db, {
      userId: partner.uid,
      orderId: 'c',
      kind: 'edit',
      durationMinutes: 5,
      product: 'Shorts Edit',
      at: at(),
    });
    expect(named.product).toBe('Shorts Edit');
  });

  it('fails with unpaid_edits when no edit of that duration is unused, and changes nothing', async () => {
    await grant('Video Edit', 10, 1);
    await grant('Video Thumbnail', null, 1);
    const before = await t.db.selectFrom('credit_entries').selectAll().execute();
    // The caller's transaction rolls back: its own write disappears with the failed spend.
    const attempt = t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ name: 'changed inside the order transaction' })
        .where('id', '=', partner.uid)
        .execute();
      await spendCredit(trx, {
        userId: partner.uid,
        orderId: 'o',
        kind: 'edit',
        durationMinutes: 60,
        at: at(),
      });
    });
    await expect(attempt).rejects.toMatchObject({ code: 'unpaid_edits' });
    expect(await t.db.selectFrom('credit_entries').selectAll().execute()).toEqual(before);
    const user = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', partner.uid)
      .executeTakeFirstOrThrow();
    expect(user.name).not.toBe('changed inside the order transaction');
    expect(await counts()).toEqual({ edits: 1, thumbnails: 1 });
  });

  it('fails with unpaid_thumbnails when none is unused, and never spends another user’s credit', async () => {
    const other = await createUser(t, { accountType: 'Partner' });
    await grant('Video Thumbnail', null, 3, other.uid);
    const error = await spendCredit(t.db, {
      userId: partner.uid,
      orderId: 'o',
      kind: 'thumbnail',
      at: at(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('unpaid_thumbnails');
    expect(await unusedCounts(t.db, other.uid)).toEqual({ edits: 0, thumbnails: 3 });
  });

  it('refuses an edit spend without a duration', async () => {
    await grant('Video Edit', 10, 1);
    await expect(
      spendCredit(t.db, { userId: partner.uid, orderId: 'o', kind: 'edit', at: at() }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    expect(await counts()).toEqual({ edits: 1, thumbnails: 0 });
  });

  it('spends once per order and kind, however often it is asked', async () => {
    await grant('Video Edit', 10, 3);
    await grant('Video Thumbnail', null, 3);
    for (let i = 0; i < 3; i += 1) {
      await spendCredit(t.db, {
        userId: partner.uid,
        orderId: 'order-9',
        kind: 'edit',
        durationMinutes: 10,
        at: at(),
      });
      await spendCredit(t.db, {
        userId: partner.uid,
        orderId: 'order-9',
        kind: 'thumbnail',
        at: at(),
      });
    }
    expect(await counts()).toEqual({ edits: 2, thumbnails: 2 });
    await expectLedgerMatchesBalances();
  });

  it('refunds the credits spent for an order once, however often it is asked', async () => {
    await grant('Video Edit', 15, 1);
    await grant('Video Thumbnail', null, 1);
    await spendCredit(t.db, {
      userId: partner.uid,
      orderId: 'order-2',
      kind: 'edit',
      durationMinutes: 15,
      at: at(),
    });
    await spendCredit(t.db, {
      userId: partner.uid,
      orderId: 'order-2',
      kind: 'thumbnail',
      at: at(),
    });
    expect(await counts()).toEqual({ edits: 0, thumbnails: 0 });

    const first = await t.db
      .transaction()
      .execute((trx) => refundOrderCredits(trx, { orderId: 'order-2', at: at() }));
    const second = await t.db
      .transaction()
      .execute((trx) => refundOrderCredits(trx, { orderId: 'order-2', at: at() }));
    expect(first.map((c) => c.kind).sort()).toEqual(['edit', 'thumbnail']);
    expect(second).toEqual([]);
    expect(await counts()).toEqual({ edits: 1, thumbnails: 1 });
    expect(await unusedEditRows(t.db, partner.uid)).toEqual([
      { Duration: 15, Product: 'Video Edit' },
    ]);
    await expectLedgerMatchesBalances();
  });

  it('refunds only the kind asked for, and nothing for an order that spent nothing', async () => {
    await grant('Video Edit', 10, 1);
    await grant('Video Thumbnail', null, 1);
    await spendCredit(t.db, {
      userId: partner.uid,
      orderId: 'o',
      kind: 'edit',
      durationMinutes: 10,
      at: at(),
    });
    await spendCredit(t.db, { userId: partner.uid, orderId: 'o', kind: 'thumbnail', at: at() });
    const refunded = await refundOrderCredits(t.db, { orderId: 'o', kind: 'thumbnail', at: at() });
    expect(refunded).toMatchObject([{ kind: 'thumbnail' }]);
    expect(await counts()).toEqual({ edits: 0, thumbnails: 1 });
    expect(await refundOrderCredits(t.db, { orderId: 'never-spent', at: at() })).toEqual([]);
  });

  it('lets two concurrent spends of the last credit succeed once', async () => {
    await grant('Video Edit', 10, 1);
    const spend = (orderId: string) =>
      t.db.transaction().execute((trx) =>
        spendCredit(trx, {
          userId: partner.uid,
          orderId,
          kind: 'edit',
          durationMinutes: 10,
          at: at(),
        }),
      );
    const results = await Promise.allSettled([spend('x'), spend('y'), spend('z')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures.map((f) => (f.reason as AppError).code)).toEqual([
      'unpaid_edits',
      'unpaid_edits',
    ]);
    expect(await counts()).toEqual({ edits: 0, thumbnails: 0 });
    await expectLedgerMatchesBalances();
  });

  it('lets two concurrent refunds of one order give back one credit', async () => {
    await grant('Video Edit', 10, 1);
    await spendCredit(t.db, {
      userId: partner.uid,
      orderId: 'r',
      kind: 'edit',
      durationMinutes: 10,
      at: at(),
    });
    const refund = () =>
      t.db.transaction().execute((trx) => refundOrderCredits(trx, { orderId: 'r', at: at() }));
    const results = await Promise.all([refund(), refund(), refund()]);
    expect(results.flat()).toHaveLength(1);
    expect(await counts()).toEqual({ edits: 1, thumbnails: 0 });
    await expectLedgerMatchesBalances();
  });
});
