import { sitePaths } from './paths.js';

// Referral links (docs/product.md §2, §9): the public pages an Affiliate may link to with their
// code, and where a browser reports a visit through one. Kept free of zod so the lean landing
// page can count its visits without loading the schemas.

/** The public pages a referral link may open, by the name the visit counter keeps. */
export const referralPages = {
  home: { path: sitePaths.home, name: 'Home' },
  pricing: { path: sitePaths.pricing, name: 'Pricing' },
  join: { path: sitePaths.join(), name: 'Join (sign-up)' },
  games: { path: sitePaths.games, name: 'Games' },
  affiliates: { path: sitePaths.exploreAffiliate, name: 'Become an affiliate' },
} as const;
export type ReferralPage = keyof typeof referralPages;
export const referralPageNames = Object.keys(referralPages) as [ReferralPage, ...ReferralPage[]];

/** The referral page at `pathname`, or null for any other address (a dashboard, a sub-page). */
export function referralPageAt(pathname: string): ReferralPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return referralPageNames.find((page) => referralPages[page].path === path) ?? null;
}

/** Where a browser reports one visit through a referral link (POST, JSON `{ via, page }`). */
export const referralVisitPath = '/api/referral/visit';

/** Visits one address (a browser behind it, or several behind one NAT) may report per hour. */
export const referralVisitsPerIpPerHour = 60;
