import { YoutubeError } from '../../integrations/youtube/youtube-publisher.js';
import type { PublishingDeps } from './publishing-deps.js';

// The results job's one run: each video published in the last 28 days gets its figures of the
// day from videos.list, one call per Partner (up to 50 ids a call, 1 quota unit).

/** How long after publishing a video's figures are read. */
export const figureDays = 28;
const idsPerCall = 50;

/** Reads the day's figures of every video due; answers how many it recorded. */
export async function readFigures(deps: PublishingDeps): Promise<number> {
  const publisher = deps.publisher;
  if (!publisher) return 0;
  const at = deps.now();
  const day = at.toISOString().slice(0, 10);
  const since = new Date(at.getTime() - figureDays * 86_400_000).toISOString();
  const due = await deps.figures.due(since, day);
  const byPartner = new Map<string, typeof due>();
  for (const p of due) byPartner.set(p.client_id, [...(byPartner.get(p.client_id) ?? []), p]);
  let recorded = 0;
  for (const [clientId, videos] of byPartner) {
    const refresh = await refreshTokenOf(deps, clientId);
    if (!refresh) continue;
    try {
      const { token } = await publisher.accessToken(refresh);
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
    } catch (error) {
      // Quota, a removed permission or YouTube down: this Partner's videos wait for the next run.
      if (!(error instanceof YoutubeError)) throw error;
      deps.log.warn({ uid: clientId, why: error.message }, 'youtube figures not read');
    }
  }
  return recorded;
}

/** The Partner's refresh token, or undefined without a consent that opens with this key. */
async function refreshTokenOf(deps: PublishingDeps, clientId: string) {
  const consent = await deps.consents.find(clientId);
  if (!consent) return undefined;
  try {
    return deps.cipher.open(consent.refresh_token, clientId);
  } catch {
    return undefined;
  }
}
