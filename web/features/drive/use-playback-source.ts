import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaLinkQuery } from './api';
import { mediaFactsQuery } from './media-facts';

/** What a review player streams: the video's proxy once made, else the original. */
export type PlaybackSource = {
  url: string | undefined;
  /** True when the light review proxy plays; false for the original file. */
  proxy: boolean;
  /** The original plays while the media job has read the video but not made its proxy yet. */
  proxyPending: boolean;
};

type Chosen = { fileId: string; url: string; proxy: boolean };

/**
 * The address a review player streams (docs/review.md, "Review proxy"): the proxy the media job
 * made of the video (H.264, at most 720 px tall, every frame at its time), or the original until
 * there is one. The first address chosen for a file stays for as long as the player shows that
 * file, so a proxy finished mid-review or a link signed again never reloads the video under the
 * reviewer; another file (the compare page switching versions) chooses afresh. No file, no
 * address and no request.
 */
export function usePlaybackSource(fileId: string | undefined): PlaybackSource {
  const id = fileId ?? '';
  const facts = useQuery({ ...mediaFactsQuery([id]), enabled: !!fileId });
  const link = useQuery({ ...mediaLinkQuery(id, 'inline'), enabled: !!fileId });
  const [pinned, setPinned] = useState<Chosen | null>(null);
  const fact = facts.data?.facts.find((f) => f.fileId === fileId);
  // The original only once the facts answered: it may name a proxy to stream instead.
  const candidate: Chosen | null = !fileId
    ? null
    : fact?.proxyUrl
      ? { fileId, url: fact.proxyUrl, proxy: true }
      : !facts.isPending && link.data
        ? { fileId, url: link.data.url, proxy: false }
        : null;
  const current = pinned?.fileId === fileId ? pinned : null;
  if (current === null && candidate !== null) setPinned(candidate);
  const chosen = current ?? candidate;
  return {
    url: chosen?.url,
    proxy: chosen?.proxy ?? false,
    proxyPending: chosen !== null && !chosen.proxy && fact?.state === 'ready' && !fact.proxyUrl,
  };
}
