import type { TeamsDirectory } from '../teams/teams.public.js';
import type { AdminOverviewRepository } from './admin-overview.repository.js';
import type { CustomerContextRepository } from './customer-context.repository.js';
import type { MissedDeadlinesRepository } from './missed-deadlines.repository.js';
import type { MoneyListsRepository } from './money-lists.repository.js';
import type { StaffRecordRepository } from './staff-record.repository.js';
import type { Clock } from '../../clock.js';

/** What the Admin's Dashboard reads: its SQL, staff presence from teams, and the clocks. */
export type AdminOverviewDeps = {
  repo: AdminOverviewRepository;
  /** The missed deadlines and the Admins' marks that they looked at them. */
  missed: MissedDeadlinesRepository;
  /** One staff member's record, for the staff page. */
  records: StaffRecordRepository;
  /** One customer, beside their Support thread. */
  customers: CustomerContextRepository;
  /** A month's sales and staff pay, the lists behind the money figures. */
  money: MoneyListsRepository;
  staff: Pick<TeamsDirectory, 'staffPresence'>;
  now: Clock;
  /** The orders clock (the end-to-end tests move it), for due times. */
  ordersNow: Clock;
};
