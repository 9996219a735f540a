import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { canonicalVideoUrl } from '../../../common/api/games.js';
import { addMonths, firstDayOf, monthOf } from '../../../common/ownership.js';
import type { Database } from '../../db/schema.js';
import type { DemoIds } from '../../db/seed.js';
import { noVideoFacts } from '../../integrations/google/youtube-videos.js';
import { silentGamesNotifier } from './games-notifier.js';
import { gamesRepository } from './games.repository.js';
import { gamesService } from './games.service.js';

/**
 * Demo games: last month the demo Partner (Standard) and partner2 (Premium) promoted Astral and
 * the Affiliate Bar Rumble; an Admin approved their videos and closed last month, so this month
 * each has a confirmed share decaying day by day. partner2 keeps one of its two partnerships
 * free, and this month has nothing waiting for review.
 */
export async function seedGames(db: Kysely<Database>, ids: DemoIds): Promise<void> {
  const id = (username: string) => {
    const value = ids[username];
    if (!value) throw new Error(`demo account ${username} is missing`);
    return value;
  };
  const repo = gamesRepository(db);
  const now = new Date();
  const month = monthOf(now);
  const last = addMonths(month, -1);
  const joined = `${firstDayOf(last)}T09:00:00.000Z`;
  let n = 0;
  const promote = async (username: string, gameId: string, videos: number) => {
    await repo.insertPartnership(gameId, id(username), joined);
    const list = Array.from({ length: videos }, (_, i) => {
      n += 1;
      const videoId = `demoVid${String(n).padStart(4, '0')}`;
      const day = String(2 + i * 3).padStart(2, '0');
      return {
        id: randomUUID(),
        videoId,
        url: canonicalVideoUrl(videoId),
        publishedOn: `${last}-${day}`,
      };
    });
    await repo.insertBoost({
      id: randomUUID(),
      gameId,
      userId: id(username),
      month: last,
      note: 'Demo promotion videos.',
      at: joined,
      videos: list,
    });
    for (const v of list)
      await repo.setVideoStatus(v.id, { status: 'approved', reason: null }, id('admin'), joined);
  };
  await promote('partner', 'astral', 5);
  await promote('partner2', 'astral', 8);
  await promote('affiliate', 'bar-rumble', 2);
  // The same close an Admin makes from the review screen, so the figures follow the real rules.
  // Demo data tells nobody: the seeded close is history, not news.
  const quiet = { videos: noVideoFacts, notifier: silentGamesNotifier, log: { warn() {} } };
  await gamesService({ repo, now: () => now, ...quiet }).closeMonth(
    { uid: id('admin'), accountType: 'Admin' },
    last,
  );
}
