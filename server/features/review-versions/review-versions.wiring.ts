import type { ReviewVersionsDeps } from './review-versions-deps.js';
import { guestLinkOpen } from './guest-link-checks.js';
import { reviewVersionsService } from './review-versions.service.js';

/**
 * Versions, review states and guest links of orders, and the check of a guest's link that the
 * notes feature asks before it records a guest's note.
 */
export function buildReviewVersions(deps: ReviewVersionsDeps & { secret: Uint8Array }) {
  return {
    reviewVersions: reviewVersionsService(deps),
    linkOpen: (token: string, address: string) => guestLinkOpen(deps, token, address),
  };
}
