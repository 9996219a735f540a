import type { CatalogueEntry } from './entry.js';

/** Publishing an accepted delivery to the Partner's YouTube channel (docs/publishing.md). */
export const publishingErrors = {
  youtube_consent_needed: {
    status: 409,
    message: 'Allow Crewcast to upload to your YouTube channel first.',
  },
  youtube_consent_revoked: {
    status: 409,
    message:
      'YouTube no longer accepts Crewcast on your channel: the permission was removed. Allow uploads again, then retry; the upload resumes where it stopped.',
  },
  youtube_quota: {
    status: 429,
    message:
      "YouTube's daily upload allowance for Crewcast is used up. Retry tomorrow: the upload resumes where it stopped.",
  },
  youtube_too_large: {
    status: 413,
    message: 'YouTube refuses a file this large. Ask your editor for a smaller export.',
  },
  youtube_thumbnail_refused: {
    status: 422,
    message:
      'The video is on YouTube, but YouTube refused the thumbnail (custom thumbnails need a verified channel, and a JPEG or PNG under 2 MB). Set it in YouTube Studio.',
  },
  youtube_thumbnail_missing: {
    status: 422,
    message:
      "The video is on YouTube, but the thumbnail's file is gone from Crewcast's storage. Set it in YouTube Studio.",
  },
  youtube_upload_failed: {
    status: 502,
    message: 'YouTube refused the upload. Retry, or contact support if it happens again.',
  },
  not_publishable: {
    status: 409,
    message: 'Only an accepted video delivery can be published to YouTube.',
  },
  publication_in_progress: {
    status: 409,
    message: 'This delivery is already being published, or is on YouTube already.',
  },
  publication_not_retryable: {
    status: 409,
    message: 'This publication cannot be retried: it is running, finished, or failed for good.',
  },
  publishing_unavailable: {
    status: 503,
    message: 'Publishing to YouTube is not set up on this server.',
  },
} as const satisfies Record<string, CatalogueEntry>;
