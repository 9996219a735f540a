import { afterEach, expect, it } from 'vitest';
import { paymentRoutes } from '../../../common/api/payments.js';
import { callRoute } from '../../test/call-route.js';
import type { Payment } from '../../../common/api/payments.js';
import { signAccessToken } from '../../auth/tokens.js';
import { seedDemoData } from '../../db/seed.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { unusedCounts, unusedEditRows } from './credits.repository.js';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

it('gives the demo Partner starter credits as grants and makes them the demo Affiliate’s referral', async () => {
  t = await buildTestApp();
  await seedDemoData(t.db);
  const partner = await t.db
    .selectFrom('users')
    .select(['id', 'via'])
    .where('username', '=', 'partner')
    .executeTakeFirstOrThrow();
  expect(partner.via).toBe('affiliate');
  expect(await unusedCounts(t.db, partner.id)).toEqual({ edits: 4, thumbnails: 2 });
  expect((await unusedEditRows(t.db, partner.id)).map((r) => r.Duration)).toEqual([1, 10, 10, 20]);
  const reasons = await t.db.selectFrom('credit_entries').select('reason').distinct().execute();
  expect(reasons).toEqual([{ reason: 'grant' }]);
});

it('gives the demo Partner past payments with numbered receipts, one of them refunded', async () => {
  t = await buildTestApp();
  await seedDemoData(t.db);
  const partner = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'partner')
    .executeTakeFirstOrThrow();
  const token = await signAccessToken(t.jwtKey, { uid: partner.id, accountType: 'Partner' });
  const headers = { authorization: `Bearer ${token}` };
  const list = await callRoute(t, paymentRoutes.payments, null, { headers }).then((r) => r.raw);
  expect(list.statusCode).toBe(200);
  const payments = (list.json() as { payments: Payment[] }).payments;
  expect(payments).toHaveLength(3);
  // Newest first, numbered in the order they were paid, like a purchase made in the shop.
  expect(payments.map((p) => p.receiptNumber)).toEqual(payments.map((_, i) => payments.length - i));
  expect(payments.map((p) => p.status)).toContain('refunded');
  expect(payments.every((p) => p.amountCents > 0 && p.lines.length > 0)).toBe(true);
  const receipt = await callRoute(t, paymentRoutes.receipt, null, {
    params: { id: payments[0]!.id },
    headers,
  }).then((r) => r.raw);
  expect(receipt.statusCode).toBe(200);
  expect((receipt.json() as { number: number }).number).toBe(3);
});
