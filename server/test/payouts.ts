import { randomUUID } from 'node:crypto';
import type { Database } from '../db/schema.js';
import { staffPayCents } from '../../common/staff-pay.js';
import type { TestUser } from './factories.js';
import { insertOrder } from './orders/stored.js';
import type { TestApp } from './test-app.js';

// Ledger rows of the payouts tests written straight into the tables: a delivered job with its
// earning, a purchase with its commission, and a wallet.

/** A delivered edit of `minutes` by `staff` at `at`, with its earning at the tier's rate. */
export async function deliveredJob(
  t: Pick<TestApp, 'db'>,
  people: { client: TestUser; staff: TestUser },
  job: { at: string; title: string; minutes?: number; tier?: number; thumbnail?: boolean },
): Promise<number> {
  const tier = job.tier ?? 1;
  const type = job.thumbnail ? 'Thumbnail' : 'Edit';
  const minutes = job.thumbnail ? null : (job.minutes ?? 10);
  const order = await insertOrder(t, people, {
    createdAt: job.at,
    title: job.title,
    type,
    product: job.thumbnail ? 'Video Thumbnail' : 'Video Edit',
    duration_minutes: minutes,
    status: 'fulfilled',
    closed_at: job.at,
    close_reason: 'Fulfilled',
  });
  const cents = staffPayCents(
    {
      type,
      product: job.thumbnail ? null : 'Video Edit',
      durationMinutes: minutes,
      isRevision: false,
    },
    tier,
  );
  await t.db
    .insertInto('staff_earnings')
    .values({
      id: randomUUID(),
      staff_id: people.staff.uid,
      request_id: order.id,
      tier,
      amount_cents: cents,
      created_at: job.at,
    })
    .execute();
  return cents;
}

/** A purchase of `buyer` at `at` earning `affiliate` a commission payable 14 days later. */
export async function commission(
  t: Pick<TestApp, 'db'>,
  people: { buyer: TestUser; affiliate: TestUser },
  sale: { at: string; cents: number },
): Promise<Database['commissions']> {
  const sessionId = `cs_${randomUUID()}`;
  await t.db
    .insertInto('payment_sessions')
    .values({
      id: sessionId,
      provider: 'sandbox',
      user_id: people.buyer.uid,
      status: 'complete',
      plan: 'Standard',
      currency: 'usd',
      amount_cents: sale.cents * 5,
      lines: '[]',
      client_secret_hash: null,
      payment_intent: null,
      created_at: sale.at,
      expires_at: sale.at,
      completed_at: sale.at,
      fulfilled_at: sale.at,
      refunded_at: null,
    })
    .execute();
  const row = {
    id: randomUUID(),
    affiliate_id: people.affiliate.uid,
    buyer_id: people.buyer.uid,
    session_id: sessionId,
    basis_cents: sale.cents * 5,
    amount_cents: sale.cents,
    created_at: sale.at,
    payable_at: new Date(Date.parse(sale.at) + 14 * 86_400_000).toISOString(),
    paid_at: null,
    reversed_at: null,
  };
  await t.db.insertInto('commissions').values(row).execute();
  return row;
}

/** Sets who is paid where, as the wallet settings would. */
export async function setWallet(
  t: Pick<TestApp, 'db'>,
  who: TestUser,
  wallet: { method: 'PayPal' | 'Paysend'; account: string; tier?: number },
) {
  await t.db
    .insertInto('staff_profiles')
    .values({
      user_id: who.uid,
      status: 'Available',
      busy_link: null,
      busy_title: null,
      vacation_start: null,
      vacation_end: null,
      tier: wallet.tier ?? 1,
      payout_method: wallet.method,
      paypal: wallet.method === 'PayPal' ? wallet.account : null,
      paysend: wallet.method === 'Paysend' ? wallet.account : null,
      status_set_by: null,
      status_set_at: null,
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        tier: wallet.tier ?? 1,
        payout_method: wallet.method,
        paypal: wallet.method === 'PayPal' ? wallet.account : null,
        paysend: wallet.method === 'Paysend' ? wallet.account : null,
      }),
    )
    .execute();
}

/** Every row of the payout tables, to prove a refused call changed nothing. */
export async function payoutTables(t: Pick<TestApp, 'db'>) {
  return Promise.all([
    t.db.selectFrom('payout_periods').selectAll().orderBy('period').execute(),
    t.db.selectFrom('payout_statements').selectAll().orderBy('id').execute(),
    t.db.selectFrom('payout_lines').selectAll().orderBy('id').execute(),
    t.db.selectFrom('commissions').selectAll().orderBy('id').execute(),
  ]);
}
