import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.js';

/** What the Ownership review shows of a promotion video instead of a bare link. */
export type VideoFacts = {
  title: string;
  channel: string;
  /** Null when the owner hides the count. */
  views: number | null;
  thumbnailUrl: string | null;
};

/**
 * Reads public facts of YouTube videos by id. The real one asks the Data API's `videos.list`
 * (YOUTUBE_API_KEY); the sandbox makes up facts, named as such, so the review screen can be
 * tried without a key. A video the source does not know is missing from the answer; a source
 * that fails throws, and the caller shows bare links.
 */
export interface VideoFactsReader {
  readonly kind: 'youtube' | 'sandbox' | 'none';
  lookup(videoIds: readonly string[]): Promise<Map<string, VideoFacts>>;
}

// The parts of a videoListResponse the review reads. Counts are strings (64-bit numbers).
const VideoListResponse = z.object({
  kind: z.literal('youtube#videoListResponse'),
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          channelTitle: z.string(),
          thumbnails: z.record(z.string(), z.object({ url: z.string() })).optional(),
        }),
        statistics: z
          .object({ viewCount: z.string().regex(/^[0-9]+$/) })
          .partial()
          .optional(),
      }),
    )
    .optional(),
});

// videos.list takes at most 50 ids per call.
const idsPerCall = 50;
const timeoutMs = 5000;

// Only YouTube's own image host may appear in an <img> (the Content-Security-Policy allows it).
function youtubeImage(thumbnails: Record<string, { url: string }> | undefined): string | null {
  const url = thumbnails?.medium?.url ?? thumbnails?.default?.url;
  return url && /^https:\/\/i\.ytimg\.com\//.test(url) ? url : null;
}

/** The Data API's `videos.list?part=snippet,statistics` at `baseUrl`, with an API key. */
export function youtubeVideoFacts(baseUrl: string, apiKey: string): VideoFactsReader {
  async function page(ids: readonly string[]): Promise<Array<[string, VideoFacts]>> {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/videos`);
    url.searchParams.set('part', 'snippet,statistics');
    url.searchParams.set('id', ids.join(','));
    url.searchParams.set('maxResults', String(idsPerCall));
    url.searchParams.set('key', apiKey);
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`YouTube videos.list answered ${response.status}`);
    const parsed = VideoListResponse.safeParse(await response.json());
    if (!parsed.success) throw new Error('YouTube answered an unexpected video list');
    return (parsed.data.items ?? []).map((item) => [
      item.id,
      {
        title: item.snippet.title,
        channel: item.snippet.channelTitle,
        views: item.statistics?.viewCount === undefined ? null : Number(item.statistics.viewCount),
        thumbnailUrl: youtubeImage(item.snippet.thumbnails),
      },
    ]);
  }
  return {
    kind: 'youtube',
    async lookup(videoIds) {
      const unique = [...new Set(videoIds)];
      const pages: string[][] = [];
      for (let i = 0; i < unique.length; i += idsPerCall)
        pages.push(unique.slice(i, i + idsPerCall));
      return new Map((await Promise.all(pages.map(page))).flat());
    },
  };
}

/** Made-up facts, the same for the same id every time, each title saying it is not YouTube's. */
export const sandboxVideoFacts: VideoFactsReader = {
  kind: 'sandbox',
  async lookup(videoIds) {
    return new Map(
      videoIds.map((id) => {
        const n = createHash('sha256').update(id).digest().readUInt32BE(0);
        return [
          id,
          {
            title: `Sandbox video ${id}`,
            channel: 'Sandbox channel (not YouTube)',
            views: n % 250_000,
            thumbnailUrl: null,
          },
        ];
      }),
    );
  },
};

/** No source: production without an API key shows bare links rather than made-up facts. */
export const noVideoFacts: VideoFactsReader = {
  kind: 'none',
  async lookup() {
    return new Map();
  },
};

/** YouTube with YOUTUBE_API_KEY; the sandbox otherwise, except in production. */
export function chooseVideoFacts(config: Config): VideoFactsReader {
  if (config.YOUTUBE_API_KEY)
    return youtubeVideoFacts(config.YOUTUBE_API_URL, config.YOUTUBE_API_KEY);
  return config.NODE_ENV === 'production' ? noVideoFacts : sandboxVideoFacts;
}
