import { randomUUID } from 'node:crypto';
import type { GuestVideo } from '../../../common/api/review-versions.js';
import { reviewVersionRoutes } from '../../../common/api/review-versions.js';
import { fillPath } from '../../../common/api/contract.js';
import {
  guestMayReceive,
  type GuestLinkTerms,
  type GuestMediaAsk,
} from '../../access/guest-media.js';
import { AppError } from '../../errors.js';
import type { ByteRange } from '../../integrations/storage/file-storage.js';
import type { Readable } from 'node:stream';
import { readGuestGrant } from './guest-grant.js';
import { readGuestMedia, signGuestMedia, type GuestMediaGrant } from './guest-media-links.js';
import { guestLimits, guestMediaOpen } from './guest-link-checks.js';
import { tokenHash } from './link-view.js';
import { linksRepository, type LinkRow } from './links.repository.js';
import type { ReviewVersionsDeps } from './review-versions-deps.js';

type Deps = ReviewVersionsDeps & { secret: Uint8Array };

const termsOf = (link: LinkRow): GuestLinkTerms => ({
  allowDownload: link.allow_download === 1,
  downloadRendition: link.download_rendition,
});

/** A guest's media URL of one copy, signed for the link and guest, never past the link. */
function mediaUrl(deps: Deps, link: LinkRow, guestName: string, ask: GuestMediaAsk): string {
  const expiresAt = Math.min(
    deps.now().getTime() + guestLimits.grantMs,
    Date.parse(link.expires_at),
  );
  const access = signGuestMedia(deps.secret, { ...ask, linkId: link.id, guestName, expiresAt });
  const path = fillPath(reviewVersionRoutes.guestMedia.path, { linkId: link.id });
  return `${path}?access=${encodeURIComponent(access)}`;
}

/**
 * What the guest plays and may download: their watermarked copy once made (queued by the first
 * ask), and the download the Partner chose when the link allows one. Which URL a guest gets is
 * decided by the access rules (guestMayReceive), as the media route decides again on each call.
 */
export async function guestVideoOf(deps: Deps, link: LinkRow, guestName: string) {
  const state = await deps.media.guestCopy({ linkId: link.id, fileId: link.file_id, guestName });
  const terms = termsOf(link);
  const play: GuestMediaAsk = { rendition: 'proxy', disposition: 'inline' };
  const keep: GuestMediaAsk = { rendition: terms.downloadRendition, disposition: 'attachment' };
  const made = (ask: GuestMediaAsk) => ask.rendition === 'original' || state === 'ready';
  const url = (ask: GuestMediaAsk) =>
    guestMayReceive(terms, ask) && made(ask) ? mediaUrl(deps, link, guestName, ask) : null;
  return {
    videoState: state,
    videoUrl: url(play),
    downloadUrl: url(keep),
  } satisfies GuestVideo;
}

/**
 * POST /api/guest-review/video: asked again while the copy is being made. The signed grant
 * proves the guest opened this link, so the question does not count against the address limit
 * a page asking every few seconds would soon exhaust.
 */
export async function guestVideo(
  deps: Deps,
  body: { token: string; guestToken: string },
): Promise<GuestVideo> {
  const grant = readGuestGrant(deps.secret, body.guestToken, deps.now());
  if (!grant) throw new AppError('review_guest_grant');
  const link = await linksRepository(deps.db).byId(grant.linkId);
  if (!link || link.token_hash !== tokenHash(body.token)) throw new AppError('review_guest_grant');
  await guestMediaOpen(deps, link.id);
  return guestVideoOf(deps, link, grant.name);
}

/** The bytes a guest's media link names, with what the answer says of them. */
export type GuestMediaSource = {
  name: string;
  mime: string;
  size: number;
  disposition: 'inline' | 'attachment';
  open(range?: ByteRange): Promise<Readable>;
  /** Records a download in the link's views (a player's later ranges are not downloads). */
  recordDownload(): Promise<void>;
};

function copyName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name} (watermarked).mp4`;
}

/**
 * GET /api/guest-review/media/{linkId}: what a guest's media link names, checked on every
 * request: signed for this link (else 401), the link still open (else 410), and the copy one the
 * access rules let this link's guest receive (else 403 review_guest_original).
 */
export async function guestMedia(
  deps: Deps,
  linkId: string,
  access: string,
): Promise<GuestMediaSource> {
  const grant: GuestMediaGrant | undefined = readGuestMedia(
    deps.secret,
    access,
    linkId,
    deps.now(),
  );
  if (!grant) throw new AppError('unauthorized');
  await guestMediaOpen(deps, linkId);
  const link = await linksRepository(deps.db).byId(linkId);
  if (!link) throw new AppError('review_link_gone');
  if (!guestMayReceive(termsOf(link), grant)) throw new AppError('review_guest_original');
  const partner = { uid: link.created_by, accountType: 'Partner' as const };
  const original = await deps.drive.openDownload(partner, link.file_id);
  const recordDownload = () =>
    linksRepository(deps.db).recordView({
      id: randomUUID(),
      link_id: link.id,
      guest_name: grant.guestName,
      viewed_at: deps.now().toISOString(),
      kind: 'download',
    });
  if (grant.rendition === 'original')
    return { ...original, disposition: grant.disposition, recordDownload };
  const copy = await deps.media.openGuestCopy(link.id, grant.guestName);
  return {
    name: copyName(original.name),
    mime: 'video/mp4',
    size: copy.size,
    disposition: grant.disposition,
    open: (range) => copy.open(range),
    recordDownload,
  };
}
