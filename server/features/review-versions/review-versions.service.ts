import type { CreateReviewLink, OpenGuestLink } from '../../../common/api/review-versions.js';
import type { Principal } from '../../auth/tokens.js';
import { guestInfo, guestOpen } from './guest-open.js';
import { guestMedia, guestVideo } from './guest-video.js';
import { listVersions } from './list-versions.js';
import { createLink, listLinks, revokeLink } from './manage-links.js';
import type { ReviewVersionsDeps } from './review-versions-deps.js';

/** The versions of an order, and the guest links to them, one line per use case. */
export function reviewVersionsService(deps: ReviewVersionsDeps & { secret: Uint8Array }) {
  return {
    versions: (principal: Principal, orderId: string) => listVersions(deps, principal, orderId),
    createLink: (principal: Principal, body: CreateReviewLink) => createLink(deps, principal, body),
    links: (principal: Principal, orderId: string) => listLinks(deps, principal, orderId),
    revokeLink: (principal: Principal, id: string) => revokeLink(deps, principal, id),
    guestInfo: (token: string, address: string) => guestInfo(deps, token, address),
    guestOpen: (body: OpenGuestLink, address: string) => guestOpen(deps, body, address),
    guestVideo: (body: { token: string; guestToken: string }) => guestVideo(deps, body),
    guestMedia: (linkId: string, access: string) => guestMedia(deps, linkId, access),
  };
}
