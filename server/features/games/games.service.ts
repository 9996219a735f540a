import { randomUUID } from 'node:crypto';
import {
  canonicalVideoUrl,
  youtubeVideoId,
  type AvailableGame,
  type BoostForm,
  type BoostResponse,
  type CloseResponse,
  type MonthCurve,
  type MonthReview,
  type MyGame,
  type MyGamesResponse,
  type PartnershipResponse,
  type ReviewGame,
  type ReviewQuery,
  type ReviewVideo,
  type SubmittedVideo,
  type VideoDecision,
} from '../../../common/api/games.js';
import { games } from '../../../common/games.js';
import { ownershipLimits } from '../../../common/limits.js';
import {
  addMonths,
  allocatePool,
  closeDecision,
  decayCurve,
  firstDayOf,
  monthOf,
  ownershipTerms,
  poolHasRoomFor,
  shareForMonth,
  type OwnershipTerms,
  type PoolShare,
} from '../../../common/ownership.js';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../../db/connection.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { GamesRepository, NewShare, PartnerRow, VideoCountRow } from './games.repository.js';

/** What the games service needs. */
export type GamesDeps = { repo: GamesRepository; now?: () => Date };

const gameById = new Map(games.map((g) => [g.id, g]));

/** The game of an id from a path, or 404 for an id that names no game. */
function gameOf(gameId: string) {
  const game = gameById.get(gameId);
  if (!game) throw new AppError('not_found');
  return game;
}

/** Terms of a partner row; an account that lost its terms (made Admin) counts as Standard. */
function termsOf(row: Pick<PartnerRow, 'account_type' | 'plan'>): OwnershipTerms {
  return (
    ownershipTerms(row.account_type, row.plan) ??
    (ownershipTerms('Partner', 'Standard') as OwnershipTerms)
  );
}

function countOf(
  counts: VideoCountRow[],
  gameId: string,
  userId: string,
  status: VideoCountRow['status'],
) {
  return (
    counts.find((c) => c.game_id === gameId && c.user_id === userId && c.status === status)?.n ?? 0
  );
}

/**
 * The shares closing a month would give a game's partners: each partner's approved videos of
 * the month (`counts`) against their current terms, shared out of the pool (common/ownership.ts).
 */
function poolFor(
  partners: PartnerRow[],
  counts: VideoCountRow[],
): Array<{ partner: PartnerRow; terms: OwnershipTerms; approved: number; share: PoolShare }> {
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

function curve(
  month: string,
  status: MonthCurve['status'],
  startBp: number,
  floorBp: number,
): MonthCurve {
  return { month, status, startBp, floorBp, days: decayCurve(startBp, floorBp, month) };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Game partnerships, the Ownership Booster and the monthly review (docs/ownership.md). */
export function gamesService(deps: GamesDeps) {
  const { repo } = deps;
  const clock = deps.now ?? (() => new Date());

  /** The caller's terms; only Partners and Affiliates partner games. */
  async function callerTerms(principal: Principal) {
    requireAccountType(principal, 'Partner', 'Affiliate');
    const person = await repo.person(principal.uid);
    const terms = person && ownershipTerms(person.account_type, person.plan);
    if (!person || !terms) throw new AppError('forbidden');
    return { person, terms };
  }

  /** The review of a month as the Admin screen shows it. */
  async function monthReview(month: string, now: Date): Promise<MonthReview> {
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
    const reviewGames: ReviewGame[] = games.map((game) => {
      const gamePartners = partners.filter((p) => p.game_id === game.id);
      const projected = close ? [] : poolFor(gamePartners, counts);
      const rows = gamePartners.map((p) => {
        const terms = termsOf(p);
        const base = {
          uid: p.user_id,
          name: p.name,
          username: p.username,
          plan: terms.label,
          minBp: terms.minBp,
          maxBp: terms.maxBp,
          approvedVideos: countOf(counts, game.id, p.user_id, 'approved'),
          pendingVideos: countOf(counts, game.id, p.user_id, 'pending'),
        };
        if (close) {
          const set = nextShares.find((s) => s.game_id === game.id && s.user_id === p.user_id);
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
      const gameVideos = videos.filter((v) => v.game_id === game.id);
      return {
        gameId: game.id,
        nextPoolBp: rows.reduce((sum, r) => sum + r.nextStartBp, 0),
        partners: rows,
        submissions: boosts
          .filter((b) => b.game_id === game.id)
          .map((b) => ({
            id: b.id,
            partner: { uid: b.user_id, name: b.name, username: b.username },
            note: b.note,
            submittedAt: b.created_at,
            videos: gameVideos.filter((v) => v.boost_id === b.id).map(reviewVideo),
          })),
      };
    });
    return {
      month,
      currentMonth,
      months: Array.from({ length: ownershipLimits.reviewMonthsBack + 1 }, (_, i) =>
        addMonths(currentMonth, -i),
      ),
      closed: close ? { at: close.closed_at, by: close.closed_by_name ?? null } : null,
      pendingVideos,
      games: reviewGames,
    };
  }

  return {
    /** The Games page of a Partner or Affiliate: their games with shares and curves, and the rest. */
    async mine(principal: Principal): Promise<MyGamesResponse> {
      const { terms } = await callerTerms(principal);
      const now = clock();
      const month = monthOf(now);
      const next = addMonths(month, 1);
      const previous = addMonths(month, -1);
      const [closed, all, myShares] = await Promise.all([
        repo.closedMonths([previous, month]),
        repo.allPartnerships(),
        repo.sharesOf(principal.uid, [month, next]),
      ]);
      const thisClosed = closed.has(month);
      const openMonth = thisClosed ? next : month;
      const [monthCounts, openCounts] = await Promise.all([
        repo.videoCounts(month),
        thisClosed ? repo.videoCounts(next) : Promise.resolve(null),
      ]);
      const mine = all.filter((p) => p.user_id === principal.uid);
      const shares = myShares.map((s) => ({
        month: s.month,
        startBp: s.start_bp,
        floorBp: s.floor_bp,
        gameId: s.game_id,
      }));
      const day = now.getUTCDate();

      const myGames: MyGame[] = await Promise.all(
        mine.map(async (p) => {
          const gameShares = shares.filter((s) => s.gameId === p.game_id);
          const current = shareForMonth(month, gameShares, closed.has(previous), terms.minBp);
          const thisMonth = curve(month, current.status, current.startBp, current.floorBp);
          let nextMonth: MonthCurve;
          if (thisClosed) {
            const set = gameShares.find((s) => s.month === next);
            nextMonth = set
              ? curve(next, 'confirmed', set.startBp, set.floorBp)
              : curve(next, 'not_included', 0, 0);
          } else {
            const pool = poolFor(
              all.filter((x) => x.game_id === p.game_id),
              monthCounts,
            );
            const share = pool.find((x) => x.partner.user_id === principal.uid)?.share;
            nextMonth = curve(next, 'projected', share?.startBp ?? 0, share?.floorBp ?? 0);
          }
          const counts = openCounts ?? monthCounts;
          const videos = await repo.videosOf(
            principal.uid,
            p.game_id,
            ownershipLimits.videosListed,
          );
          return {
            gameId: p.game_id,
            since: p.created_at,
            todayBp: thisMonth.days[day - 1] ?? 0,
            thisMonth,
            nextMonth,
            approvedVideos: countOf(counts, p.game_id, principal.uid, 'approved'),
            pendingVideos: countOf(counts, p.game_id, principal.uid, 'pending'),
            videos: videos.map((v): SubmittedVideo => ({
              id: v.id,
              url: v.url,
              videoId: v.video_id,
              publishedOn: v.published_on,
              month: v.month,
              status: v.status,
              submittedAt: v.created_at,
            })),
          };
        }),
      );

      const available: AvailableGame[] = games.map((game) => {
        const partners = all.filter((p) => p.game_id === game.id);
        const partnered = partners.some((p) => p.user_id === principal.uid);
        const refusal = partnered
          ? ('partnership_exists' as const)
          : mine.length >= terms.partnerships
            ? ('partnership_limit' as const)
            : !poolHasRoomFor(
                  partners.map((x) => termsOf(x).minBp),
                  terms.minBp,
                )
              ? ('game_pool_full' as const)
              : null;
        return { gameId: game.id, partners: partners.length, partnered, refusal };
      });

      return {
        today: today(now),
        month,
        openMonth,
        terms: { ...terms, used: mine.length },
        games: myGames,
        available,
      };
    },

    /**
     * Partners the caller with a game at once, within their plan's number of partnerships and
     * while the game's pool can still pay every partner's plan minimum.
     */
    async requestPartnership(principal: Principal, gameId: string): Promise<PartnershipResponse> {
      const game = gameOf(gameId);
      const { person, terms } = await callerTerms(principal);
      const at = clock().toISOString();
      return repo.locked([`user:${principal.uid}`, `game:${game.id}`], at, async (trx) => {
        const [mine, partners] = await Promise.all([
          trx.partnershipsOf(principal.uid),
          trx.partnersOf(game.id),
        ]);
        if (mine.some((p) => p.game_id === game.id))
          throw new AppError('partnership_exists', { game: game.game });
        if (mine.length >= terms.partnerships)
          throw new AppError('partnership_limit', {
            plan: person.account_type === 'Affiliate' ? 'Affiliate' : terms.label,
            limit: terms.partnerships,
          });
        if (
          !poolHasRoomFor(
            partners.map((p) => termsOf(p).minBp),
            terms.minBp,
          )
        )
          throw new AppError('game_pool_full', { game: game.game });
        await trx.insertPartnership(game.id, principal.uid, at);
        return { gameId: game.id, since: at };
      });
    },

    /**
     * Stores an Ownership Booster form: each video pending review in the open month (this one,
     * or the next once this one is closed). A video counts once per game; it must be published
     * no later than today and no earlier than the start of last month.
     */
    async submitBoost(
      principal: Principal,
      gameId: string,
      form: BoostForm,
    ): Promise<BoostResponse> {
      const game = gameOf(gameId);
      await callerTerms(principal);
      const now = clock();
      const day = today(now);
      const month = monthOf(now);
      const earliest = firstDayOf(addMonths(month, -ownershipLimits.publishedMonthsBackMax));
      const dateErrors: Record<string, string> = {};
      form.videos.forEach((v, i) => {
        if (v.publishedOn > day)
          dateErrors[`videos.${i}.publishedOn`] = 'The publish date is in the future.';
        else if (v.publishedOn < earliest)
          dateErrors[`videos.${i}.publishedOn`] =
            `Only videos published since ${earliest} count toward this review.`;
      });
      if (Object.keys(dateErrors).length > 0) throw new AppError('invalid_input', {}, dateErrors);
      const videos = form.videos.map((v) => {
        const videoId = youtubeVideoId(v.url);
        // The schema let only YouTube links through.
        if (!videoId) throw new AppError('invalid_input');
        return {
          id: randomUUID(),
          videoId,
          url: canonicalVideoUrl(videoId),
          publishedOn: v.publishedOn,
        };
      });
      const at = now.toISOString();
      const next = addMonths(month, 1);
      const duplicate = () => new AppError('video_already_submitted', { game: game.game });
      try {
        return await repo.locked(
          [`user:${principal.uid}`, `month:${month}`, `month:${next}`],
          at,
          async (trx) => {
            const mine = await trx.partnershipsOf(principal.uid);
            if (!mine.some((p) => p.game_id === game.id))
              throw new AppError('not_game_partner', { game: game.game });
            const openMonth = (await trx.closedMonths([month])).has(month) ? next : month;
            const known = await trx.knownVideoIds(
              game.id,
              videos.map((v) => v.videoId),
            );
            if (known.size > 0) {
              const fieldErrors: Record<string, string> = {};
              videos.forEach((v, i) => {
                if (known.has(v.videoId))
                  fieldErrors[`videos.${i}.url`] =
                    `This video was already submitted for ${game.game}.`;
              });
              throw new AppError('video_already_submitted', { game: game.game }, fieldErrors);
            }
            const boostId = randomUUID();
            await trx.insertBoost({
              id: boostId,
              gameId: game.id,
              userId: principal.uid,
              month: openMonth,
              note: form.note,
              at,
              videos,
            });
            return {
              id: boostId,
              gameId: game.id,
              month: openMonth,
              videos: videos.map((v) => ({
                id: v.id,
                url: v.url,
                videoId: v.videoId,
                publishedOn: v.publishedOn,
                month: openMonth,
                status: 'pending' as const,
                submittedAt: at,
              })),
            };
          },
        );
      } catch (error) {
        // Another partner's form with the same video won the race.
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },

    /** The Admin review of a month (the current one by default). */
    async review(principal: Principal, query: ReviewQuery): Promise<MonthReview> {
      requireAccountType(principal, 'Admin');
      const now = clock();
      const month = query.month ?? monthOf(now);
      if (month > monthOf(now))
        throw new AppError('invalid_input', {}, { month: 'Choose this month or an earlier one.' });
      return monthReview(month, now);
    },

    /** Approves or rejects one promotion video, while its month is still open. */
    async decide(
      principal: Principal,
      videoId: string,
      decision: VideoDecision,
    ): Promise<ReviewVideo> {
      requireAccountType(principal, 'Admin');
      const video = await repo.video(videoId);
      if (!video) throw new AppError('not_found');
      const at = clock().toISOString();
      return repo.locked([`month:${video.month}`], at, async (trx) => {
        if ((await trx.closedMonths([video.month])).has(video.month))
          throw new AppError('month_closed', { month: video.month });
        await trx.setVideoStatus(video.id, decision.status, principal.uid, at);
        return reviewVideo({ ...video, status: decision.status, reviewed_at: at });
      });
    },

    /**
     * Closes a month: every partnership's share of its game's pool for the next month is set
     * from the month's approved videos. A month closes once; closing it again changes nothing.
     */
    async closeMonth(principal: Principal, month: string): Promise<CloseResponse> {
      requireAccountType(principal, 'Admin');
      const now = clock();
      const at = now.toISOString();
      const next = addMonths(month, 1);
      const outcome = await repo.locked([`month:${month}`], at, async (trx) => {
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
        const [partners, counts] = await Promise.all([
          trx.allPartnerships(),
          trx.videoCounts(month),
        ]);
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
        await trx.insertShares(rows, at);
        await trx.insertClose(month, principal.uid, at);
        return 'closed' as const;
      });
      return {
        ...(await monthReview(month, now)),
        alreadyClosed: outcome === 'already_closed',
      };
    },
  };
}

function reviewVideo(v: {
  id: string;
  url: string;
  video_id: string;
  published_on: string;
  status: ReviewVideo['status'];
  reviewed_at: string | null;
}): ReviewVideo {
  return {
    id: v.id,
    url: v.url,
    videoId: v.video_id,
    publishedOn: v.published_on,
    status: v.status,
    reviewedAt: v.reviewed_at,
  };
}

/** The games service's functions. */
export type GamesService = ReturnType<typeof gamesService>;
