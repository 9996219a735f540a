import { z } from 'zod/mini';
import { pagingLimits as P } from '../../limits.js';
import { nonEmpty } from '../fields.js';
import { CursorParam, LimitParam, NextCursor } from '../paging.js';
import { PayoutMethod } from '../teams/members.js';
import { ReferralFunnel, ReferralLinkTo } from './referrals.js';

/** Where a commission stands: pending 14 days, then payable until paid; reversed on refund. */
export const CommissionStatus = z.enum(['pending', 'payable', 'paid', 'reversed']);
export type CommissionStatus = z.infer<typeof CommissionStatus>;

/** A commission as its Affiliate sees it. */
export const AffiliateCommission = z.object({
  id: z.string(),
  buyer: z.string(),
  basisCents: z.number(),
  amountCents: z.number(),
  status: CommissionStatus,
  createdAt: z.string(),
  payableAt: z.string(),
});
export type AffiliateCommission = z.infer<typeof AffiliateCommission>;

/** A count and a sum of commissions. */
export const CommissionTotal = z.object({ count: z.number(), cents: z.number() });
export type CommissionTotal = z.infer<typeof CommissionTotal>;

/** Where an Affiliate asked to be paid: the wallet's chosen method and its account. */
export const PayTo = z.object({ method: PayoutMethod, account: z.string() });
export type PayTo = z.infer<typeof PayTo>;

/** The Affiliate home: the referral links, how far the people they sent got, what they earned. */
export const AffiliateSummary = z.object({
  link: z.string(),
  /** The link to each public page a referral link may open, the home page's first. */
  links: z.array(ReferralLinkTo),
  funnel: ReferralFunnel,
  /** Where payable commissions are paid; null until the Affiliate sets a wallet. */
  payTo: z.nullable(PayTo),
  signups: z.array(z.object({ username: z.string(), joinedAt: z.string() })),
  /** Counts and sums over every commission of the Affiliate, whatever page is shown. */
  pending: CommissionTotal,
  payable: CommissionTotal,
  paid: CommissionTotal,
  /** One page of the Affiliate's commissions, newest first. */
  commissions: z.array(AffiliateCommission),
  /** The next page's cursor (decision 028), null on the last page. */
  nextCursor: NextCursor,
});
export type AffiliateSummary = z.infer<typeof AffiliateSummary>;

/**
 * Query of the Affiliate home: paging of its commission list (decision 028), newest first,
 * `pagingLimits.commissionsDefault` without `limit`, at most `commissionsMax`.
 */
export const AffiliateQuery = z.object({
  limit: LimitParam(P.commissionsDefault, P.commissionsMax),
  cursor: z.optional(CursorParam(2)),
});
export type AffiliateQuery = z.infer<typeof AffiliateQuery>;

/** Which commissions an Admin lists: `due` are those payable now. */
export const CommissionFilter = z.enum(['due', 'pending', 'paid', 'reversed', 'all']);
export type CommissionFilter = z.infer<typeof CommissionFilter>;

/** Query of the Admin's commission list and its CSV export. */
export const CommissionsQuery = z.object({
  status: z._default(CommissionFilter, 'due'),
  /** One Affiliate's commissions only (their user id); `total` is then their subtotal. */
  affiliate: z.optional(z.uuid()),
  /**
   * Paging of the list (decision 028), oldest first: `pagingLimits.commissionsDefault` without
   * `limit`, at most `commissionsMax`. The CSV export ignores both and holds the whole state.
   */
  limit: LimitParam(P.commissionsDefault, P.commissionsMax),
  cursor: z.optional(CursorParam(2)),
});
export type CommissionsQuery = z.infer<typeof CommissionsQuery>;

/** A commission as an Admin sees it, with whom to pay and where (null: no wallet yet). */
export const AdminCommission = z.extend(AffiliateCommission, {
  affiliate: z.string(),
  affiliateEmail: z.string(),
  payTo: z.nullable(PayTo),
  sessionId: z.string(),
  paidAt: z.nullable(z.string()),
  reversedAt: z.nullable(z.string()),
});
export type AdminCommission = z.infer<typeof AdminCommission>;

/**
 * Answer of GET /api/payment/commissions: one page (at most `pagingLimits.commissionsMax`), the
 * count and sum of every commission in the state, and the next page's cursor (null at the end).
 */
export const CommissionsResponse = z.object({
  commissions: z.array(AdminCommission),
  total: CommissionTotal,
  nextCursor: NextCursor,
});
export type CommissionsResponse = z.infer<typeof CommissionsResponse>;

/** Body of POST /api/payment/commissions/paid: the payable commissions an Admin has paid out. */
export const MarkPaidRequest = z.object({
  ids: z.array(z.uuid()).check(nonEmpty()).check(z.maxLength(500)),
});
export type MarkPaidRequest = z.infer<typeof MarkPaidRequest>;

/** Answer of POST /api/payment/commissions/paid: how many were payable and are now paid. */
export const MarkPaidResponse = z.object({ updated: z.number() });
export type MarkPaidResponse = z.infer<typeof MarkPaidResponse>;

/** Answer to a webhook delivery Stripe accepted. */
export const WebhookResponse = z.object({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof WebhookResponse>;
