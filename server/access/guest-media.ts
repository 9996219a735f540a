import type { GuestRendition } from '../../common/api/review-versions.js';

/** What a guest link allows of its file, as its Partner set it. */
export type GuestLinkTerms = { allowDownload: boolean; downloadRendition: GuestRendition };

/** What a guest's request asks for: which copy, to play (`inline`) or to keep (`attachment`). */
export type GuestMediaAsk = { rendition: GuestRendition; disposition: 'inline' | 'attachment' };

/**
 * Whether a guest link's grant may receive `ask`. A guest plays only the watermarked copy; the
 * delivered file itself reaches a guest only as the download the Partner chose, and only while
 * the link allows downloading. The guest media route asks here on every request; the drive's
 * download route serves no grant bound to a guest link at all.
 */
export function guestMayReceive(terms: GuestLinkTerms, ask: GuestMediaAsk): boolean {
  if (ask.disposition === 'inline') return ask.rendition === 'proxy';
  return terms.allowDownload && terms.downloadRendition === ask.rendition;
}
