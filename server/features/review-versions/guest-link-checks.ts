import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { tokenHash } from './link-view.js';
import { linksRepository, type LinkRow } from './links.repository.js';
import type { ReviewVersionsDeps } from './review-versions-deps.js';

/**
 * How often one address may ask about links, and how many wrong passwords one address may try
 * on one link: counted per link AND address, so someone guessing never locks the invited guest
 * out from elsewhere (the per-address limit and argon2 keep guessing slow).
 */
export const guestLimits = {
  perAddress: { max: 60, windowMs: 10 * 60_000 },
  wrongPasswordsPerLinkAndAddress: { max: 10, windowMs: 15 * 60_000 },
  grantMs: 2 * 3_600_000,
} as const;

/**
 * The open link of `token`: 404 when there is none, 410 review_link_gone once revoked or
 * expired. Each call counts against the caller's address, so tokens cannot be guessed in bulk.
 */
export async function guestLinkOpen(
  deps: ReviewVersionsDeps,
  token: string,
  address: string,
): Promise<LinkRow> {
  const { max, windowMs } = guestLimits.perAddress;
  await enforceLimit(deps.limiter, `guest-review:${address}`, max, windowMs);
  const link = await linksRepository(deps.db).byTokenHash(tokenHash(token));
  if (!link) throw new AppError('not_found');
  if (link.revoked_at || link.expires_at <= deps.now().toISOString())
    throw new AppError('review_link_gone');
  return link;
}

/**
 * Whether the guest link a media link was handed out for still stands: 410 review_link_gone
 * once revoked, expired or removed. The download route asks on every request (each range the
 * player fetches), so revoking stops the video at its next request.
 */
export async function guestMediaOpen(deps: ReviewVersionsDeps, linkId: string): Promise<void> {
  const link = await linksRepository(deps.db).byId(linkId);
  if (!link || link.revoked_at || link.expires_at <= deps.now().toISOString())
    throw new AppError('review_link_gone');
}
