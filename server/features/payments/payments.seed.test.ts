import { afterEach, expect, it } from 'vitest';
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
