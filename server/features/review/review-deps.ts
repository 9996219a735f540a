import type { Kysely } from 'kysely';
import type { FrameRate } from '../../../common/review/timecode.js';
import type { Database } from '../../db/schema.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { OrderNotifier } from '../orders/orders.public.js';

/** What the server knows of a video file itself (probed after upload; see frame-rate.ts). */
export type MediaFacts = { rate: FrameRate | null; durationFrames: number | null };

/** What the review use cases need. */
export type ReviewDeps = {
  db: Kysely<Database>;
  notifier: OrderNotifier;
  realtime: RealtimeHub;
  now?: () => Date;
};

export function reviewNow(deps: Pick<ReviewDeps, 'now'>): Date {
  return deps.now ? deps.now() : new Date();
}
