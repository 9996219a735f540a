import type { CloseResponse, MonthReview } from '../../../common/api/games.js';
import { games } from '../../../common/games.js';
import { addMonths, closeDecision, monthOf } from '../../../common/ownership.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { poolFor } from './game-pool.js';
import { type GamesDeps } from './games-deps.js';
import type { GamesQueries, NewShare } from './games.repository.js';
import { monthReview } from './month-review.js';
import { closeMail, closeNotice, type ClosedGameShare } from './partner-notices.js';
import { withVideoFacts } from './video-facts.js';

/** The shares of `next` that closing `month` sets, every game's pool shared out. */
async function sharesFromClose(
  trx: GamesQueries,
  month: string,
  next: string,
): Promise<NewShare[]> {
  const [partners, counts] = await Promise.all([trx.allPartnerships(), trx.videoCounts(month)]);
  const rows: NewShare[] = [];
  for (const game of games) {
    const pool = poolFor(
      partners.filter((p) => p.game_id === game.id),
      counts,
    );
    for (const { partner, terms, approved, share } of pool)
      rows.push({
        game_id: game.id,
        user_id: partner.user_id,
        month: next,
        plan: terms.label,
        min_bp: terms.minBp,
        max_bp: terms.maxBp,
        approved_videos: approved,
        desired_bp: share.desiredBp,
        start_bp: share.startBp,
        floor_bp: share.floorBp,
      });
  }
  return rows;
}

/**
 * Closes a month: every partnership's share of its game's pool for the next month is set
 * from the month's approved videos. A month closes once; closing it again changes nothing.
 */
export async function closeMonth(
  deps: GamesDeps,
  principal: Principal,
  month: string,
): Promise<CloseResponse> {
  requireAccountType(principal, 'Admin');
  const now = deps.now();
  const at = now.toISOString();
  const outcome = await deps.repo.locked([`month:${month}`], at, async (trx) => {
    const [closed, pendingVideos] = await Promise.all([
      trx.closedMonths([month]),
      trx.pendingCount(month),
    ]);
    const decision = closeDecision({
      month,
      currentMonth: monthOf(now),
      alreadyClosed: closed.has(month),
      pendingVideos,
    });
    if (decision.action === 'already_closed') return 'already_closed' as const;
    if (decision.action === 'refuse')
      throw decision.reason === 'future_month'
        ? new AppError(
            'invalid_input',
            {},
            { month: 'A month can be closed only once it has started.' },
          )
        : new AppError('reviews_pending', { count: pendingVideos, month });
    const shares = await sharesFromClose(trx, month, addMonths(month, 1));
    await trx.insertShares(shares, at);
    await trx.insertClose(month, principal.uid, at);
    await trx.audit({
      actorId: principal.uid,
      action: 'games.month_closed',
      subject: { type: 'games_month', id: month },
      before: { closed: false },
      after: { closed: true, shares: shares.length },
      at,
    });
    return 'closed' as const;
  });
  const review = await monthReview(deps.repo, month, now);
  if (outcome === 'closed') await deps.notifier.notify(closeNotices(review), closeMails(review));
  return withVideoFacts(deps, { ...review, alreadyClosed: outcome === 'already_closed' });
}

/** One notice per partner and game whose share for the next month the close set. */
function closeNotices(review: MonthReview) {
  return review.games.flatMap((g) =>
    g.partners
      .filter((p) => p.nextStatus === 'confirmed')
      .map((p) =>
        closeNotice({
          uid: p.uid,
          gameId: g.gameId,
          month: review.month,
          approvedVideos: p.approvedVideos,
          startBp: p.nextStartBp,
          // An overcrowded pool's shares sit below the minimum and do not decay.
          floorBp: Math.min(p.minBp, p.nextStartBp),
        }),
      ),
  );
}

/** One e-mail per partner with a confirmed share: every game of theirs and its decisions. */
function closeMails(review: MonthReview) {
  const byPartner = new Map<string, ClosedGameShare[]>();
  for (const g of review.games)
    for (const p of g.partners.filter((x) => x.nextStatus === 'confirmed')) {
      const decisions = g.submissions
        .filter((s) => s.partner.uid === p.uid)
        .flatMap((s) => s.videos)
        .map((v) => ({ url: v.url, status: v.status, reason: v.reason }));
      const games = byPartner.get(p.uid) ?? [];
      games.push({
        gameId: g.gameId,
        approvedVideos: p.approvedVideos,
        startBp: p.nextStartBp,
        floorBp: Math.min(p.minBp, p.nextStartBp),
        decisions,
      });
      byPartner.set(p.uid, games);
    }
  return [...byPartner].map(([uid, games]) => closeMail({ uid, month: review.month, games }));
}
