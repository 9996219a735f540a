import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CompanyStat } from '../../../common/api/site.js';
import type { Database } from '../../db/schema.js';
import { siteRepository } from './site.repository.js';

/** The demo figures of the home page's chart, totals since January 2025. */
export const demoCompanyStats: readonly CompanyStat[] = [
  { key: 'Partners', value: 64, unit: '' },
  { key: 'Videos', value: 3120, unit: '' },
  { key: 'Subscribers', value: 2_750_000, unit: '' },
  { key: 'Views', value: 18_400_000, unit: '' },
  { key: 'Payouts', value: 1_250_000, unit: '$' },
];

/** Seeds the company stats the home page shows. */
export async function seedSite(db: Kysely<Database>): Promise<void> {
  await siteRepository(db).replaceStats('CompanyStats', demoCompanyStats, {
    updatedAt: new Date().toISOString(),
    updatedBy: null,
    newId: randomUUID,
  });
}
