import type { StaffRecord } from '../../../common/api/admin-overview.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { orderRowStates } from '../orders/orders.public.js';
import { ratingHistory } from './rating-history.js';
import type { StaffRecordRepository } from './staff-record.repository.js';
import type { Clock } from '../../clock.js';

const recentLimit = 10;

/** What the staff page reads: its SQL and the clock. */
export type StaffRecordDeps = { records: StaffRecordRepository; now: Clock };

/** GET /api/admin/staff/:uid (Admin): a staff member's rating and its history, this
 * month's and all pay, recent work. */
export async function staffRecord(
  deps: StaffRecordDeps,
  who: Principal,
  uid: string,
): Promise<StaffRecord> {
  requireAccountType(who, 'Admin');
  const rating = await deps.records.staffRating(uid);
  if (rating === undefined) throw new AppError('not_found');
  const month = deps.now().toISOString().slice(0, 7);
  const [thisMonth, all, recent, change, facts] = await Promise.all([
    deps.records.earnings(uid, `${month}-01T00:00:00.000Z`),
    deps.records.earnings(uid),
    deps.records.recentClosed(uid, recentLimit),
    deps.records.statusChange(uid),
    deps.records.ratingFacts(uid),
  ]);
  return {
    uid,
    rating,
    month,
    monthCents: thisMonth.cents,
    monthJobs: thisMonth.jobs,
    totalCents: all.cents,
    totalJobs: all.jobs,
    statusChange: {
      by: change?.status_set_by
        ? { uid: change.status_set_by, name: change.name ?? 'Former user' }
        : null,
      at: change?.status_set_at ?? null,
      reason: change?.status_reason ?? null,
    },
    recent: recent.map((r) => ({
      id: r.id,
      title: r.title,
      type: r.type,
      client: r.client,
      closedAt: r.closed_at ?? '',
      outcome: orderRowStates.isExpired(r) ? 'Overdue' : 'Fulfilled',
      amountCents: r.amount_cents ?? null,
    })),
    ratingHistory: ratingHistory(facts),
  };
}
