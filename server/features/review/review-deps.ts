import type { Kysely } from 'kysely';
import type { FrameRate } from '../../../common/review/timecode.js';
import type { Database } from '../../db/schema.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { StillAsk } from '../media/media.public.js';
import type { OrderNotifier } from '../orders/orders.public.js';
import type { Clock } from '../../clock.js';

/** What the server knows of a video file itself (probed after upload; see frame-rate.ts). */
export type MediaFacts = { rate: FrameRate | null; durationFrames: number | null };

/** What the review use cases need. */
export type ReviewDeps = {
  db: Kysely<Database>;
  notifier: OrderNotifier;
  realtime: RealtimeHub;
  now: Clock;
  /** How a guest's notes prove their link; without it the guest routes answer 404. */
  guests?: GuestLinks;
  /**
   * JPEG pictures of frames of a video, in the order asked, null where none could be made (the
   * media feature's `frameStills`); without it the printout has no pictures.
   */
  stills?: (fileId: string, frames: readonly StillAsk[]) => Promise<Array<Buffer | null>>;
};

/** The guest links' side of guest notes, wired by the composition root. */
export type GuestLinks = {
  /** The key guest grants are signed with. */
  secret: Uint8Array;
  /**
   * The links' clock, which signed the grant's expiry. Orders may run on the end-to-end test
   * clock, ahead of it, so a grant is read on the clock that made it.
   */
  now: Clock;
  /** The open link of a token (guestLinkOpen): 404 unknown, 410 revoked or expired. */
  linkOpen: (
    token: string,
    address: string,
  ) => Promise<{ id: string; order_id: string; file_id: string }>;
};
