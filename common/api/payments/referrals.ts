import { z } from 'zod/mini';
import { accountLimits as L } from '../../limits.js';
import { referralPageNames } from '../../referral.js';

/** A referral code as links carry it: an Affiliate's username. */
export const ReferralCode = z
  .string('Missing referral code.')
  .check(z.trim())
  .check(z.minLength(1, 'Missing referral code.'))
  .check(z.maxLength(L.viaMax, `At most ${L.viaMax} characters.`))
  .check(z.regex(/^[A-Za-z0-9_.-]+$/, 'Invalid referral code.'));

/** Body of POST /api/referral/visit: a browser opened `page` through the link of `via`. */
export const ReferralVisit = z.object({
  via: ReferralCode,
  page: z.enum(referralPageNames, 'Unknown page.'),
});
export type ReferralVisit = z.infer<typeof ReferralVisit>;

/** An Affiliate's referral link to one public page. */
export const ReferralLinkTo = z.object({
  page: z.enum(referralPageNames),
  name: z.string(),
  url: z.string(),
});
export type ReferralLinkTo = z.infer<typeof ReferralLinkTo>;

/** How far the people sent by the links got: visits, sign-ups, buyers (all time). */
export const ReferralFunnel = z.object({
  visits: z.number(),
  signups: z.number(),
  buyers: z.number(),
  /** Visits per page, most visited first. */
  visitsByPage: z.array(z.object({ page: z.enum(referralPageNames), visits: z.number() })),
});
export type ReferralFunnel = z.infer<typeof ReferralFunnel>;
