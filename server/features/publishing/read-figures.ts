import { allowsResults } from '../../integrations/youtube/youtube-analytics.js';
import { YoutubeError } from '../../integrations/youtube/youtube-publisher.js';
import type { PublishingDeps } from './publishing-deps.js';

// The results job's one run: each video published in the last 28 days gets its figures of the
// day from videos.list, one call per Partner (up to 50 ids a call, 1 quota unit); with the
// results consent, also its days from the Analytics API's reports.query, one call per video.

/** How long after publishing a video's figures are read. */
export const figureDays = 28;
const idsPerCall = 50;

type Due = Awaited<ReturnType<PublishingDeps['figures']['due']>>;

/** Reads the day's figures of every video due; answers how many it recorded. */
export async function readFigures(deps: PublishingDeps): Promise<number> {
  const publisher = deps.publisher;
  if (!publisher) return 0;
  const at = deps.now();
  const day = at.toISOString().slice(0, 10);
  const since = new Date(at.getTime() - figureDays * 86_400_000).toISOString();
  const due = await deps.figures.due(since, day);
  const byPartner = new Map<string, Due>();
  for (const p of due) byPartner.set(p.client_id, [...(byPartner.get(p.client_id) ?? []), p]);
  let recorded = 0;
  for (const [clientId, videos] of byPartner) {
    const consent = await consentOf(deps, clientId);
    if (!consent) continue;
    try {
      const { token } = await publisher.accessToken(consent.refresh);
      for (let i = 0; i < videos.length; i += idsPerCall) {
        const page = videos.slice(i, i + idsPerCall);
        const figures = await publisher.videoFigures(
          token,
          page.map((v) => v.youtube_video_id ?? ''),
        );
        for (const f of figures) {
          const publication = page.find((v) => v.youtube_video_id === f.youtubeVideoId);
          if (!publication) continue;
          await deps.figures.record(
            publication.id,
            day,
            { views: f.views, likes: f.likes, comments: f.comments },
            at.toISOString(),
          );
          recorded += 1;
        }
      }
      if (consent.results) await readAnalytics(deps, clientId, token, videos, day);
    } catch (error) {
      // Quota, a removed permission or YouTube down: this Partner's videos wait for the next run.
      if (!(error instanceof YoutubeError)) throw error;
      deps.log.warn({ uid: clientId, why: error.message }, 'youtube figures not read');
    }
  }
  return recorded;
}

/**
 * Each video's days from its publishing day to today. YouTube fills a day in late and may correct
 * it, so every read writes all the days it got. A failure here leaves the Data API's figures
 * recorded; the days are asked again on the next day's run.
 */
async function readAnalytics(
  deps: PublishingDeps,
  clientId: string,
  token: string,
  videos: Due,
  day: string,
): Promise<void> {
  for (const v of videos) {
    try {
      const days = await deps.publisher!.videoAnalytics(token, v.youtube_video_id ?? '', {
        startDate: (v.published_at ?? day).slice(0, 10),
        endDate: day,
      });
      await deps.analytics.record(v.id, days, deps.now().toISOString());
    } catch (error) {
      if (!(error instanceof YoutubeError)) throw error;
      deps.log.warn({ uid: clientId, why: error.message }, 'youtube analytics not read');
      // The whole project's quota is spent, or the permission is gone: no use asking for the rest.
      if (error.failure === 'quota' || error.failure === 'revoked') return;
    }
  }
}

/** The Partner's refresh token and whether it reads results; undefined without a usable one. */
async function consentOf(deps: PublishingDeps, clientId: string) {
  const consent = await deps.consents.find(clientId);
  if (!consent) return undefined;
  try {
    return {
      refresh: deps.cipher.open(consent.refresh_token, clientId),
      results: allowsResults(consent.scope),
    };
  } catch {
    return undefined;
  }
}
