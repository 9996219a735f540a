import type {
  AvailableGame,
  MonthCurve,
  MyGame,
  MyGamesResponse,
  SubmittedVideo,
} from '../../../common/api/games.js';
import { games } from '../../../common/games.js';
import { ownershipLimits } from '../../../common/limits.js';
import {
  addMonths,
  monthOf,
  poolHasRoomFor,
  shareForMonth,
  type MonthShare,
  type OwnershipTerms,
} from '../../../common/ownership.js';
import type { Principal } from '../../auth/tokens.js';
import { callerTerms } from './game-guards.js';
import { countOf, curve, poolFor, termsOf } from './game-pool.js';
import { dayOf, type GamesDeps } from './games-deps.js';
import type { GamesRepository, PartnerRow, VideoCountRow } from './games.repository.js';

/** What every one of the caller's games is read against. */
type MyMonths = {
  uid: string;
  minBp: number;
  month: string;
  next: string;
  previousClosed: boolean;
  thisClosed: boolean;
  /** Every partnership of every game, for the projected pools. */
  all: PartnerRow[];
  shares: Array<MonthShare & { gameId: string }>;
  monthCounts: VideoCountRow[];
  /** The counts of the open month (this one, or the next once this one is closed). */
  openCounts: VideoCountRow[];
  /** Day of the month, from 1. */
  day: number;
};

/** Next month's curve: set by the close once this month is closed, projected until then. */
function nextMonthCurve(m: MyMonths, p: PartnerRow, gameShares: MyMonths['shares']): MonthCurve {
  if (m.thisClosed) {
    const set = gameShares.find((s) => s.month === m.next);
    return set
      ? curve(m.next, 'confirmed', set.startBp, set.floorBp)
      : curve(m.next, 'not_included', 0, 0);
  }
  const pool = poolFor(
    m.all.filter((x) => x.game_id === p.game_id),
    m.monthCounts,
  );
  const share = pool.find((x) => x.partner.user_id === m.uid)?.share;
  return curve(m.next, 'projected', share?.startBp ?? 0, share?.floorBp ?? 0);
}

/** One of the caller's games: today's share, this and next month's curves, and their videos. */
async function myGame(repo: GamesRepository, m: MyMonths, p: PartnerRow): Promise<MyGame> {
  const gameShares = m.shares.filter((s) => s.gameId === p.game_id);
  const current = shareForMonth(m.month, gameShares, m.previousClosed, m.minBp);
  const thisMonth = curve(m.month, current.status, current.startBp, current.floorBp);
  const nextMonth = nextMonthCurve(m, p, gameShares);
  const videos = await repo.videosOf(m.uid, p.game_id, ownershipLimits.videosListed);
  return {
    gameId: p.game_id,
    since: p.created_at,
    todayBp: thisMonth.days[m.day - 1] ?? 0,
    thisMonth,
    nextMonth,
    approvedVideos: countOf(m.openCounts, p.game_id, m.uid, 'approved'),
    pendingVideos: countOf(m.openCounts, p.game_id, m.uid, 'pending'),
    videos: videos.map((v): SubmittedVideo => ({
      id: v.id,
      url: v.url,
      videoId: v.video_id,
      publishedOn: v.published_on,
      month: v.month,
      status: v.status,
      reason: v.status === 'rejected' ? v.review_reason : null,
      submittedAt: v.created_at,
    })),
  };
}

/** Every game with its number of partners, and why the caller may not partner it (if so). */
function availableGames(
  uid: string,
  all: PartnerRow[],
  used: number,
  terms: OwnershipTerms,
): AvailableGame[] {
  return games.map((game) => {
    const partners = all.filter((p) => p.game_id === game.id);
    const partnered = partners.some((p) => p.user_id === uid);
    const refusal = partnered
      ? ('partnership_exists' as const)
      : used >= terms.partnerships
        ? ('partnership_limit' as const)
        : !poolHasRoomFor(
              partners.map((x) => termsOf(x).minBp),
              terms.minBp,
            )
          ? ('game_pool_full' as const)
          : null;
    return { gameId: game.id, partners: partners.length, partnered, refusal };
  });
}

/** The Games page of a Partner or Affiliate: their games with shares and curves, and the rest. */
export async function myGames(deps: GamesDeps, principal: Principal): Promise<MyGamesResponse> {
  const { repo } = deps;
  const { terms } = await callerTerms(repo, principal);
  const now = deps.now();
  const month = monthOf(now);
  const next = addMonths(month, 1);
  const previous = addMonths(month, -1);
  const [closed, all, myShares] = await Promise.all([
    repo.closedMonths([previous, month]),
    repo.allPartnerships(),
    repo.sharesOf(principal.uid, [month, next]),
  ]);
  const thisClosed = closed.has(month);
  const [monthCounts, openCounts] = await Promise.all([
    repo.videoCounts(month),
    thisClosed ? repo.videoCounts(next) : Promise.resolve(null),
  ]);
  const mine = all.filter((p) => p.user_id === principal.uid);
  const months: MyMonths = {
    uid: principal.uid,
    minBp: terms.minBp,
    month,
    next,
    previousClosed: closed.has(previous),
    thisClosed,
    all,
    shares: myShares.map((s) => ({
      month: s.month,
      startBp: s.start_bp,
      floorBp: s.floor_bp,
      gameId: s.game_id,
    })),
    monthCounts,
    openCounts: openCounts ?? monthCounts,
    day: now.getUTCDate(),
  };
  return {
    today: dayOf(now),
    month,
    openMonth: thisClosed ? next : month,
    terms: { ...terms, used: mine.length },
    games: await Promise.all(mine.map((p) => myGame(repo, months, p))),
    available: availableGames(principal.uid, all, mine.length, terms),
  };
}
