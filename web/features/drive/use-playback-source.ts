import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaFactsQuery, mediaLinkQuery } from '../drive/public';

/** What a review player streams: the video's proxy once made, else the original. */
export type PlaybackSource = {
  url: string | undefined;
  /** True when the light review proxy plays; false for the original file. */
  proxy: boolean;
  /** The original plays while the media job has read the video but not made its proxy yet. */
  proxyPending: boolean;
};

/**
 * The address a review player streams (docs/review.md, "Review proxy"): the proxy the media job
 * made of the video (H.264, at most 720 px tall, every frame at its time), or the original until
 * there is one. The first address chosen stays for as long as the player is open, so a proxy
 * finished mid-review or a link signed again never reloads the video under the reviewer.
 */
export function usePlaybackSource(fileId: string): PlaybackSource {
  const facts = useQuery(mediaFactsQuery([fileId]));
  const link = useQuery(mediaLinkQuery(fileId, 'inline'));
  const [pinned, setPinned] = useState<{ url: string; proxy: boolean } | null>(null);
  const fact = facts.data?.facts.find((f) => f.fileId === fileId);
  // The original only once the facts answered: it may name a proxy to stream instead.
  const candidate = fact?.proxyUrl
    ? { url: fact.proxyUrl, proxy: true }
    : !facts.isPending && link.data
      ? { url: link.data.url, proxy: false }
      : null;
  if (pinned === null && candidate !== null) setPinned(candidate);
  const chosen = pinned ?? candidate;
  return {
    url: chosen?.url,
    proxy: chosen?.proxy ?? false,
    proxyPending: chosen !== null && !chosen.proxy && fact?.state === 'ready' && !fact.proxyUrl,
  };
}
