import type { CatalogueEntry } from './entry.js';

/** A Partner's YouTube channel: verifying it and re-checking it. */
export const youtubeErrors = {
  channel_taken: {
    status: 409,
    message: 'This YouTube channel already verifies another Partner account.',
    link: { text: 'Contact Us', href: '/contact?topic=Account%20Issue' },
  },
  channel_step_expired: {
    status: 401,
    message: 'Your verification session has ended. Log in again to verify your YouTube channel.',
    link: { text: 'Log in', href: '/login' },
  },
  verification_unavailable: {
    status: 503,
    message: 'YouTube verification is not available right now. Please try again later.',
  },
  no_channel_linked: { status: 409, message: 'This Partner has no YouTube channel linked yet.' },
  recheck_unavailable: {
    status: 503,
    message: 'Re-checking a channel needs a YouTube API key (YOUTUBE_API_KEY) on the server.',
  },
  youtube_failed: {
    status: 502,
    message: 'YouTube did not answer as expected. Try again in a moment.',
  },
} as const satisfies Record<string, CatalogueEntry>;
