import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DemoIds } from '../../db/seed.js';
import { grantCredits } from './credits.repository.js';
import { seedPastPayments } from './payments-history.seed.js';

/**
 * Demo data of the shop: the demo Partner starts with a few credits (so an order can be placed
 * before buying anything) and was referred by the demo Affiliate, so a purchase made as the
 * Partner shows up as a commission on the Affiliate's dashboard. A few past payments with their
 * receipts fill the Partner's Billing page.
 */
export async function seedPayments(db: Kysely<Database>, ids: DemoIds): Promise<void> {
  const partner = ids.partner;
  if (!partner) return;
  const at = new Date().toISOString();
  await db.updateTable('users').set({ via: 'affiliate' }).where('id', '=', partner).execute();
  const grants = [
    { product: 'Video Edit', durationMinutes: 10, quantity: 2 },
    { product: 'Video Edit', durationMinutes: 20, quantity: 1 },
    { product: 'Shorts Edit', durationMinutes: 1, quantity: 1 },
    { product: 'Video Thumbnail', durationMinutes: null, quantity: 2 },
  ] as const;
  for (const grant of grants)
    await grantCredits(db, { userId: partner, ...grant, note: 'Welcome credits (demo data)', at });
  await seedPastPayments(db, partner);
}
