import type { MonthCurve } from '../../../common/api/games.js';
import {
  allocatePool,
  decayCurve,
  ownershipTerms,
  type OwnershipTerms,
  type PoolShare,
} from '../../../common/ownership.js';
import type { PartnerRow, VideoCountRow } from './games.repository.js';

// A game's pool as the games use cases read it: each partner's terms, approved videos and share.

/** Terms of a partner row; an account that lost its terms (made Admin) counts as Standard. */
export function termsOf(row: Pick<PartnerRow, 'account_type' | 'plan'>): OwnershipTerms {
  return (
    ownershipTerms(row.account_type, row.plan) ??
    (ownershipTerms('Partner', 'Standard') as OwnershipTerms)
  );
}

/** How many of a partner's videos of a game have `status` in the counted month. */
export function countOf(
  counts: VideoCountRow[],
  gameId: string,
  userId: string,
  status: VideoCountRow['status'],
) {
  return (
    counts.find((c) => c.game_id === gameId && c.user_id === userId && c.status === status)?.n ?? 0
  );
}

/** A partner's place in the pool closing a month would share out. */
export type PoolPlace = {
  partner: PartnerRow;
  terms: OwnershipTerms;
  approved: number;
  share: PoolShare;
};

/**
 * The shares closing a month would give a game's partners: each partner's approved videos of
 * the month (`counts`) against their current terms, shared out of the pool (common/ownership.ts).
 */
export function poolFor(partners: PartnerRow[], counts: VideoCountRow[]): PoolPlace[] {
  const claims = partners.map((p) => {
    const terms = termsOf(p);
    return { partner: p, terms, approved: countOf(counts, p.game_id, p.user_id, 'approved') };
  });
  const shares = allocatePool(
    claims.map((c) => ({ minBp: c.terms.minBp, maxBp: c.terms.maxBp, approvedVideos: c.approved })),
  );
  return claims.map((c, i) => ({
    ...c,
    share: shares[i] ?? { desiredBp: 0, startBp: 0, floorBp: 0 },
  }));
}

/** A month's share curve: the day-by-day decay from its start to its floor. */
export function curve(
  month: string,
  status: MonthCurve['status'],
  startBp: number,
  floorBp: number,
): MonthCurve {
  return { month, status, startBp, floorBp, days: decayCurve(startBp, floorBp, month) };
}
