import { dashboardPaths } from '../../../common/paths.js';
import { commissionPendingDays, formatCents } from '../../../common/pricing.js';
import type { PaymentsDeps } from './payments-deps.js';

/** A commission an Affiliate is to hear about. */
export type CommissionNews = {
  id: string;
  affiliateId: string;
  buyer: string;
  basisCents: number;
  amountCents: number;
  payableAt: string;
};

// Written in English like the other System notices; the date in UTC, as the server has no reader's
// time zone.
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** The words of each notice. */
export const commissionNoticeText = {
  earned: (c: CommissionNews) =>
    `You earned a ${formatCents(c.amountCents)} commission: ${c.buyer} bought credits for ` +
    `${formatCents(c.basisCents)}. It is pending for its ${commissionPendingDays}-day refund ` +
    `window and payable from ${day.format(new Date(c.payableAt))}, when an Admin pays it to your wallet.`,
  reversed: (c: CommissionNews) =>
    `${c.buyer}'s purchase of ${formatCents(c.basisCents)} was refunded, so its ` +
    `${formatCents(c.amountCents)} commission was reversed and will not be paid.`,
};

/**
 * Tells the Affiliate in the System chat of a commission earned or reversed, once per commission
 * and event (a repeated call posts nothing new). Called after the money's transaction commits;
 * a failure is logged and never undoes the purchase or the refund.
 */
export async function tellAffiliate(
  deps: Pick<PaymentsDeps, 'notices' | 'log'>,
  event: keyof typeof commissionNoticeText,
  news: CommissionNews,
): Promise<void> {
  if (!deps.notices) return;
  try {
    await deps.notices.post({
      readers: [{ uid: news.affiliateId, body: commissionNoticeText[event](news) }],
      key: `commission:${news.id}:${event}`,
      link: dashboardPaths.myCommissions,
    });
  } catch (err) {
    deps.log.error({ err, commissionId: news.id, event }, 'telling an Affiliate failed');
  }
}
