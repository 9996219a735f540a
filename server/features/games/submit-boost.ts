import { randomUUID } from 'node:crypto';
import {
  canonicalVideoUrl,
  youtubeVideoId,
  type BoostForm,
  type BoostResponse,
} from '../../../common/api/games.js';
import { ownershipLimits } from '../../../common/limits.js';
import { addMonths, firstDayOf, monthOf } from '../../../common/ownership.js';
import type { Principal } from '../../auth/tokens.js';
import { isUniqueViolation } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { callerTerms, gameOf } from './game-guards.js';
import { dayOf, type GamesDeps } from './games-deps.js';
import type { NewBoost } from './games.repository.js';

/**
 * The form's videos with their ids and canonical links. Each must be published no later than
 * `now`'s day and no earlier than the start of last month.
 */
function boostVideos(form: BoostForm, now: Date): NewBoost['videos'] {
  const day = dayOf(now);
  const earliest = firstDayOf(addMonths(monthOf(now), -ownershipLimits.publishedMonthsBackMax));
  const dateErrors: Record<string, string> = {};
  form.videos.forEach((v, i) => {
    if (v.publishedOn > day)
      dateErrors[`videos.${i}.publishedOn`] = 'The publish date is in the future.';
    else if (v.publishedOn < earliest)
      dateErrors[`videos.${i}.publishedOn`] =
        `Only videos published since ${earliest} count toward this review.`;
  });
  if (Object.keys(dateErrors).length > 0) throw new AppError('invalid_input', {}, dateErrors);
  return form.videos.map((v) => {
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
}

/** Refuses videos already submitted for the game, naming each one's field. */
function refuseKnown(game: string, videos: NewBoost['videos'], known: Set<string>): void {
  if (known.size === 0) return;
  const fieldErrors: Record<string, string> = {};
  videos.forEach((v, i) => {
    if (known.has(v.videoId))
      fieldErrors[`videos.${i}.url`] = `This video was already submitted for ${game}.`;
  });
  throw new AppError('video_already_submitted', { game }, fieldErrors);
}

/**
 * Stores an Ownership Booster form: each video pending review in the open month (this one,
 * or the next once this one is closed). A video counts once per game; it must be published
 * no later than today and no earlier than the start of last month.
 */
export async function submitBoost(
  deps: GamesDeps,
  principal: Principal,
  gameId: string,
  form: BoostForm,
): Promise<BoostResponse> {
  const game = gameOf(gameId);
  await callerTerms(deps.repo, principal);
  const now = deps.now();
  const month = monthOf(now);
  const videos = boostVideos(form, now);
  const at = now.toISOString();
  const next = addMonths(month, 1);
  const keys = [`user:${principal.uid}`, `month:${month}`, `month:${next}`];
  try {
    return await deps.repo.locked(keys, at, async (trx) => {
      const mine = await trx.partnershipsOf(principal.uid);
      if (!mine.some((p) => p.game_id === game.id))
        throw new AppError('not_game_partner', { game: game.game });
      const openMonth = (await trx.closedMonths([month])).has(month) ? next : month;
      const known = await trx.knownVideoIds(
        game.id,
        videos.map((v) => v.videoId),
      );
      refuseKnown(game.game, videos, known);
      const boost = { id: randomUUID(), gameId: game.id, userId: principal.uid, month: openMonth };
      await trx.insertBoost({ ...boost, note: form.note, at, videos });
      return {
        id: boost.id,
        gameId: game.id,
        month: openMonth,
        videos: videos.map((v) => ({
          id: v.id,
          url: v.url,
          videoId: v.videoId,
          publishedOn: v.publishedOn,
          month: openMonth,
          status: 'pending' as const,
          reason: null,
          submittedAt: at,
        })),
      };
    });
  } catch (error) {
    // Another partner's form with the same video won the race.
    if (isUniqueViolation(error))
      throw new AppError('video_already_submitted', { game: game.game });
    throw error;
  }
}
