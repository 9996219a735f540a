import type {
  MonthReview,
  ReviewGame,
  ReviewQuery,
  ReviewVideo,
  VideoDecision,
} from '../../../common/api/games.js';
import { games } from '../../../common/games.js';
import { ownershipLimits } from '../../../common/limits.js';
import { addMonths, monthOf } from '../../../common/ownership.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { countOf, poolFor, termsOf } from './game-pool.js';
import { type GamesDeps } from './games-deps.js';
import type { GamesRepository } from './games.repository.js';
import { decisionNotice } from './partner-notices.js';
import { withVideoFacts } from './video-facts.js';

/** A promotion video as the review shows it. */
export function reviewVideo(v: {
  id: string;
  url: string;
  video_id: string;
  published_on: string;
  status: ReviewVideo['status'];
  reviewed_at: string | null;
  review_reason: string | null;
}): ReviewVideo {
  return {
    id: v.id,
    url: v.url,
    videoId: v.video_id,
    publishedOn: v.published_on,
    status: v.status,
    reviewedAt: v.reviewed_at,
    reason: v.status === 'rejected' ? v.review_reason : null,
    facts: null,
  };
}

/** What the review of one month reads, for every game at once. */
type MonthFacts = {
  closed: boolean;
  partners: Awaited<ReturnType<GamesRepository['allPartnerships']>>;
  counts: Awaited<ReturnType<GamesRepository['videoCounts']>>;
  boosts: Awaited<ReturnType<GamesRepository['boostsIn']>>;
  videos: Awaited<ReturnType<GamesRepository['videosIn']>>;
  nextShares: Awaited<ReturnType<GamesRepository['sharesIn']>>;
};

/** One game's partners with their next month's share (set, or projected while open), and forms. */
function reviewGame(gameId: string, facts: MonthFacts): ReviewGame {
  const gamePartners = facts.partners.filter((p) => p.game_id === gameId);
  const projected = facts.closed ? [] : poolFor(gamePartners, facts.counts);
  const rows = gamePartners.map((p) => {
    const terms = termsOf(p);
    const base = {
      uid: p.user_id,
      name: p.name,
      username: p.username,
      plan: terms.label,
      minBp: terms.minBp,
      maxBp: terms.maxBp,
      approvedVideos: countOf(facts.counts, gameId, p.user_id, 'approved'),
      pendingVideos: countOf(facts.counts, gameId, p.user_id, 'pending'),
    };
    if (facts.closed) {
      const set = facts.nextShares.find((s) => s.game_id === gameId && s.user_id === p.user_id);
      return set
        ? {
            ...base,
            plan: set.plan,
            minBp: set.min_bp,
            maxBp: set.max_bp,
            nextStartBp: set.start_bp,
            nextStatus: 'confirmed' as const,
          }
        : { ...base, nextStartBp: 0, nextStatus: 'not_included' as const };
    }
    const mine = projected.find((x) => x.partner.user_id === p.user_id);
    return { ...base, nextStartBp: mine?.share.startBp ?? 0, nextStatus: 'projected' as const };
  });
  const gameVideos = facts.videos.filter((v) => v.game_id === gameId);
  return {
    gameId,
    nextPoolBp: rows.reduce((sum, r) => sum + r.nextStartBp, 0),
    partners: rows,
    submissions: facts.boosts
      .filter((b) => b.game_id === gameId)
      .map((b) => ({
        id: b.id,
        partner: { uid: b.user_id, name: b.name, username: b.username },
        note: b.note,
        submittedAt: b.created_at,
        videos: gameVideos.filter((v) => v.boost_id === b.id).map(reviewVideo),
      })),
  };
}

/** The review of a month as the Admin screen shows it. */
export async function monthReview(
  repo: GamesRepository,
  month: string,
  now: Date,
): Promise<MonthReview> {
  const currentMonth = monthOf(now);
  const next = addMonths(month, 1);
  const [close, pendingVideos, partners, counts, boosts, videos, nextShares] = await Promise.all([
    repo.closeOf(month),
    repo.pendingCount(month),
    repo.allPartnerships(),
    repo.videoCounts(month),
    repo.boostsIn(month),
    repo.videosIn(month),
    repo.sharesIn(next),
  ]);
  const facts: MonthFacts = { closed: !!close, partners, counts, boosts, videos, nextShares };
  return {
    month,
    currentMonth,
    months: Array.from({ length: ownershipLimits.reviewMonthsBack + 1 }, (_, i) =>
      addMonths(currentMonth, -i),
    ),
    closed: close ? { at: close.closed_at, by: close.closed_by_name ?? null } : null,
    pendingVideos,
    videoFacts: 'none',
    games: games.map((game) => reviewGame(game.id, facts)),
  };
}

/** The Admin review of a month (the current one by default). */
export async function review(
  deps: GamesDeps,
  principal: Principal,
  query: ReviewQuery,
): Promise<MonthReview> {
  requireAccountType(principal, 'Admin');
  const now = deps.now();
  const month = query.month ?? monthOf(now);
  if (month > monthOf(now))
    throw new AppError('invalid_input', {}, { month: 'Choose this month or an earlier one.' });
  return withVideoFacts(deps, await monthReview(deps.repo, month, now));
}

/** Approves or rejects one promotion video, while its month is still open. */
export async function decide(
  deps: GamesDeps,
  principal: Principal,
  videoId: string,
  decision: VideoDecision,
): Promise<ReviewVideo> {
  requireAccountType(principal, 'Admin');
  const video = await deps.repo.video(videoId);
  if (!video) throw new AppError('not_found');
  const now = deps.now();
  const at = now.toISOString();
  const reason = decision.status === 'rejected' ? (decision.reason ?? null) : null;
  const decided = await deps.repo.locked([`month:${video.month}`], at, async (trx) => {
    if ((await trx.closedMonths([video.month])).has(video.month))
      throw new AppError('month_closed', { month: video.month });
    await trx.setVideoStatus(video.id, { status: decision.status, reason }, principal.uid, at);
    await trx.audit({
      actorId: principal.uid,
      action: 'ownership.decided',
      subject: { type: 'promotion_video', id: video.id },
      before: { status: video.status, reason: video.review_reason },
      after: { status: decision.status, reason },
      at,
    });
    return reviewVideo({
      ...video,
      status: decision.status,
      reviewed_at: at,
      review_reason: reason,
    });
  });
  // Told after the commit, with the share the decision now projects for them.
  const after = await monthReview(deps.repo, video.month, now);
  const partner = after.games
    .find((g) => g.gameId === video.game_id)
    ?.partners.find((p) => p.uid === video.user_id);
  await deps.notifier.notify([
    decisionNotice({
      uid: video.user_id,
      gameId: video.game_id,
      month: video.month,
      url: video.url,
      status: decision.status,
      reason,
      projectedBp: partner?.nextStartBp ?? 0,
      at,
    }),
  ]);
  return decided;
}
