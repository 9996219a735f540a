import type { IncomingMessage, ServerResponse } from 'node:http';
import { random } from './fake-google-accounts.js';
import { apiError, quotaExceeded, type FakeVideo } from './fake-youtube-wire.js';

// The fake YouTube's video resource, as videos.insert answers it, and videos.list.

/** A stored video as YouTube's `youtube#video` resource. */
export function videoResource(v: FakeVideo) {
  return {
    kind: 'youtube#video',
    etag: random(8),
    id: v.id,
    snippet: { ...v.snippet, publishedAt: '2026-12-07T10:00:00Z', channelId: `UC${v.account}` },
    status: { uploadStatus: 'uploaded', ...v.status },
  };
}

/** videos.list: the figures of the asked videos, as YouTube answers them. */
export function listVideos(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  fake: {
    send: (res: ServerResponse, status: number, json: unknown) => void;
    videos: Map<string, FakeVideo>;
    modes: { quotaExceeded: boolean };
    accountOf: (req: IncomingMessage) => string | undefined;
  },
) {
  const { send, videos, modes } = fake;
  if (!fake.accountOf(req))
    return send(res, 401, apiError(401, 'Invalid Credentials', 'authError', 'global'));
  if (modes.quotaExceeded) return send(res, 403, quotaExceeded);
  const ids = (url.searchParams.get('id') ?? '').split(',');
  const items = ids.flatMap((id) => {
    const v = videos.get(id);
    if (!v) return [];
    const s = v.stats;
    return [
      {
        ...videoResource(v),
        statistics: {
          viewCount: String(s.viewCount),
          likeCount: String(s.likeCount),
          favoriteCount: '0',
          commentCount: String(s.commentCount),
        },
      },
    ];
  });
  send(res, 200, {
    kind: 'youtube#videoListResponse',
    etag: random(8),
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  });
}
