import { randomUUID } from 'node:crypto';
import type {
  GuestLinkInfo,
  GuestView,
  OpenGuestLink,
} from '../../../common/api/review-versions.js';
import { verifyPassword } from '../../auth/passwords.js';
import { AppError } from '../../errors.js';
import { refuseWhenExhausted } from '../../integrations/rate-limit/rate-limiter.js';
import { signGuestGrant } from './guest-grant.js';
import { guestLimits, guestLinkOpen } from './guest-link-checks.js';
import { linksRepository, type LinkRow } from './links.repository.js';
import type { ReviewVersionsDeps } from './review-versions-deps.js';
import { guestVideoOf } from './guest-video.js';
import { versionsRepository } from './versions.repository.js';

async function linkedOrder(deps: ReviewVersionsDeps, link: LinkRow) {
  const order = await versionsRepository(deps.db).findOrder(link.order_id);
  if (!order) throw new AppError('review_link_gone');
  return order;
}

/** POST /api/guest-review/info: what the guest's first screen shows before they give a name. */
export async function guestInfo(
  deps: ReviewVersionsDeps,
  token: string,
  address: string,
): Promise<GuestLinkInfo> {
  const link = await guestLinkOpen(deps, token, address);
  const order = await linkedOrder(deps, link);
  return {
    title: order.title,
    version: order.version,
    needsPassword: link.password_hash !== null,
    expiresTime: link.expires_at,
  };
}

/**
 * POST /api/guest-review/open: checks the password (argon2, limited per link), records the view
 * under the guest's name and answers short-lived links to the guest's watermarked copy of the
 * link's one file (and the download the Partner chose), so the guest reaches nothing else.
 */
export async function guestOpen(
  deps: ReviewVersionsDeps & { secret: Uint8Array },
  body: OpenGuestLink,
  address: string,
): Promise<GuestView> {
  const link = await guestLinkOpen(deps, body.token, address);
  if (link.password_hash !== null) {
    const { max, windowMs } = guestLimits.wrongPasswordsPerLinkAndAddress;
    const key = `guest-review-password:${link.id}:${address}`;
    await refuseWhenExhausted(deps.limiter, key, max);
    if (!(await verifyPassword(link.password_hash, body.password ?? ''))) {
      await deps.limiter.hit(key, max, windowMs);
      throw new AppError('review_link_password');
    }
  }
  const order = await linkedOrder(deps, link);
  const file = (await versionsRepository(deps.db).deliveredFiles([order.id])).find(
    (f) => f.id === link.file_id,
  );
  if (!file) throw new AppError('review_link_gone');
  const now = deps.now();
  await linksRepository(deps.db).recordView({
    id: randomUUID(),
    link_id: link.id,
    guest_name: body.name,
    viewed_at: now.toISOString(),
    kind: 'view',
  });
  const video = await guestVideoOf(deps, link, body.name);
  const [media] = await deps.media.factsOfReadable([file.id]);
  const grantEnds = Math.min(now.getTime() + guestLimits.grantMs, Date.parse(link.expires_at));
  return {
    title: order.title,
    version: order.version,
    guestName: body.name,
    fileId: file.id,
    fileName: file.name,
    ...video,
    // Frame rate and length only: the poster, sprite and review proxy are clean pictures.
    media: media ? { ...media, posterUrl: null, sprite: null, proxyUrl: null } : null,
    expiresTime: link.expires_at,
    // Guest notes are added with this grant: the notes feature reads it with readGuestGrant,
    // checks the link with guestLinkOpen and records the note under the guest's name.
    guestToken: signGuestGrant(deps.secret, {
      linkId: link.id,
      name: body.name,
      expiresAt: grantEnds,
    }),
  };
}
