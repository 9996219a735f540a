import type { CatalogueEntry } from './entry.js';

/** Notes at a frame of a delivered video, and the guest links that share it. */
export const reviewErrors = {
  review_unknown_rate: {
    status: 400,
    message: 'This frame rate is not one a note can be made at.',
  },
  review_past_end: { status: 400, message: 'That frame is past the end of the video.' },
  review_note_sent: {
    status: 409,
    message:
      'This note was sent with a revision and can no longer be changed; add a reply or a new note instead.',
  },
  review_link_gone: {
    status: 410,
    message:
      'This review link has expired or was revoked. Ask the person who sent it for a new one.',
  },
  review_guest_grant: { status: 401, message: 'Open the review link again to add notes.' },
  review_link_password: { status: 401, message: 'Wrong password for this review link.' },
  review_guest_original: {
    status: 403,
    message: 'A review link hands out only the watermarked copy of this video.',
  },
  review_copy_preparing: {
    status: 409,
    message: 'The watermarked copy of this video is still being prepared. Try again in a moment.',
  },
  review_bad_start: {
    status: 400,
    message: "That start timecode does not exist at the video's frame rate.",
  },
  review_file_not_delivered: {
    status: 409,
    message: 'Only a delivered video of this order can be shared for review.',
  },
} as const satisfies Record<string, CatalogueEntry>;
