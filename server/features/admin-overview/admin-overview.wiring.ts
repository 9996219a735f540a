import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';
import { adminOverviewRepository } from './admin-overview.repository.js';
import { adminOverviewService } from './admin-overview.service.js';
import { customerContextRepository } from './customer-context.repository.js';
import { missedDeadlinesRepository } from './missed-deadlines.repository.js';
import { moneyListsRepository } from './money-lists.repository.js';
import { staffRecordRepository } from './staff-record.repository.js';

/** The Admin's overview, staff records and customer context, on both clocks. */
export function buildAdminOverview(
  db: Kysely<Database>,
  staff: AdminOverviewDeps['staff'],
  clocks: Pick<AdminOverviewDeps, 'now' | 'ordersNow'>,
) {
  return adminOverviewService({
    repo: adminOverviewRepository(db),
    missed: missedDeadlinesRepository(db),
    records: staffRecordRepository(db),
    customers: customerContextRepository(db),
    money: moneyListsRepository(db),
    staff,
    ...clocks,
  });
}
