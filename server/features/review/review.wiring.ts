import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import type { GuestLinks, ReviewDeps } from './review-deps.js';
import { attachReviewSocket } from './review-socket.js';
import { reviewService } from './review.service.js';

/**
 * Notes on the versions of orders, over HTTP and the review socket; a guest's note is checked
 * against the guest links (`guests.linkOpen`) before it is recorded.
 */
export function buildReview(deps: {
  orderRules: Pick<ReviewDeps, 'db' | 'notifier' | 'now'>;
  guests: GuestLinks;
  stills: ReviewDeps['stills'];
  sockets: { io: SocketServer; hub: RealtimeHub };
  log: FastifyBaseLogger;
}) {
  attachReviewSocket(deps.sockets.io, { db: deps.orderRules.db, log: deps.log });
  return reviewService({
    ...deps.orderRules,
    realtime: deps.sockets.hub,
    guests: deps.guests,
    stills: deps.stills,
  });
}
