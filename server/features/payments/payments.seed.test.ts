import { expect, it } from 'vitest';
import { paymentRoutes } from '../../../common/api/payments.js';
import { callRoute } from '../../test/call-route.js';
import type { Payment } from '../../../common/api/payments.js';
import { signAccessToken } from '../../auth/tokens.js';
import { seedDemoData } from '../../db/seed.js';
import { useTestApp } from '../../test/use-test-app.js';
import { unusedCounts, unusedEditRows } from './credits.repository.js';

const app = useTestApp({}, 'test');

it('gives the demo Partner starter credits as grants and makes them the demo Affiliate’s referral', async () => {
  await seedDemoData(app().db);
  const partner = await app()
    .db.selectFrom('users')
    .select(['id', 'via'])
    .where('username', '=', 'partner')
    .executeTakeFirstOrThrow();
  expect(partner.via).toBe('affiliate');
  expect(await unusedCounts(app().db, partner.id)).toEqual({ edits: 4, thumbnails: 2 });
  expect((await unusedEditRows(app().db, partner.id)).map((r) => r.Duration)).toEqual([
    1, 10, 10, 20,
  ]);
  const reasons = await app().db.selectFrom('credit_entries').select('reason').distinct().execute();
  expect(reasons).toEqual([{ reason: 'grant' }]);
});

it('gives the demo Partner past payments with numbered receipts, one of them refunded', async () => {
  await seedDemoData(app().db);
  const partner = await app()
    .db.selectFrom('users')
    .select('id')
    .where('username', '=', 'partner')
    .executeTakeFirstOrThrow();
  const token = await signAccessToken(app().jwtKey, { uid: partner.id, accountType: 'Partner' });
  const headers = { authorization: `Bearer ${token}` };
  const list = await callRoute(app(), paymentRoutes.payments, null, { headers }).then((r) => r.raw);
  expect(list.statusCode).toBe(200);
  const payments = (list.json() as { payments: Payment[] }).payments;
  expect(payments).toHaveLength(3);
  // Newest first, numbered in the order they were paid, like a purchase made in the shop.
  expect(payments.map((p) => p.receiptNumber)).toEqual(payments.map((_, i) => payments.length - i));
  expect(payments.map((p) => p.status)).toContain('refunded');
  expect(payments.every((p) => p.amountCents > 0 && p.lines.length > 0)).toBe(true);
  const receipt = await callRoute(app(), paymentRoutes.receipt, null, {
    params: { id: payments[0]!.id },
    headers,
  }).then((r) => r.raw);
  expect(receipt.statusCode).toBe(200);
  expect((receipt.json() as { number: number }).number).toBe(3);
});
