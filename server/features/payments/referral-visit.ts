import type { ReferralVisit } from '../../../common/api/payments.js';
import { referralVisitsPerIpPerHour } from '../../../common/referral.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { type PaymentsDeps } from './payments-deps.js';

const hourMs = 3_600_000;

/**
 * POST /api/referral/visit: one more visit on today's counter of the Affiliate's page. The
 * browser reports each page once a day (it remembers what it reported beside the `via` it
 * keeps), the address is only rate-limited and never stored, and an unknown code counts nothing.
 */
export async function countReferralVisit(
  deps: PaymentsDeps,
  visit: ReferralVisit,
  ip: string,
): Promise<void> {
  await enforceLimit(deps.limiter, `referral-visit:ip:${ip}`, referralVisitsPerIpPerHour, hourMs);
  const { repo } = deps;
  const affiliate = await repo.findUserByUsername(repo.db, visit.via);
  if (!affiliate || affiliate.account_type !== 'Affiliate') throw new AppError('referral_unknown');
  const day = deps.now().toISOString().slice(0, 10);
  await repo.countVisit(affiliate.id, visit.page, day);
}
