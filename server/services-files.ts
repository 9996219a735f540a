import type { FastifyInstance } from 'fastify';
import { driveRepository } from './features/drive/drive.repository.js';
import { driveService } from './features/drive/drive.service.js';
import { chooseStorage } from './integrations/storage/choose-storage.js';
import { redisUploadLocker } from './integrations/storage/redis-upload-locker.js';
import type { AccessRules } from './access/access.js';
import { mediaService, type MediaService } from './features/media/media.service.js';
import type { DriveService } from './features/drive/drive.public.js';
import { reviewVersionsService } from './features/review-versions/review-versions.service.js';
import { guestLinkOpen } from './features/review-versions/review-versions.public.js';
import { gatherOpenNotes } from './features/review/review.public.js';
import type { ReviewDeps } from './features/review/review-deps.js';
import { reviewService } from './features/review/review.service.js';
import { attachReviewSocket } from './features/review/review-socket.js';
import { revisionsService } from './features/orders/revisions.service.js';
import type { RealtimeHub } from './realtime/realtime-hub.js';
import type { SocketServer } from './realtime/socket-server.js';
import type { FileStorage } from './integrations/storage/file-storage.js';
import type { AppDeps } from './services.js';
import type { Clock } from './clock.js';

// Part of the composition root (beside services.ts, which is at its size limit): the drive,
// the media job's service, the versions of orders with their guest links, and notes on them.

/** What the media job reads of uploaded videos, with ffmpeg when MEDIA_TOOLS allows it. */
export function buildMedia(
  deps: AppDeps,
  rest: {
    storage: FileStorage;
    access: AccessRules;
    jwtKey: Uint8Array;
    log: FastifyInstance['log'];
    now: Clock;
  },
): MediaService {
  return mediaService({
    db: deps.db,
    storage: rest.storage,
    access: rest.access,
    secret: rest.jwtKey,
    enabled: deps.config.MEDIA_TOOLS === 'auto',
    now: rest.now,
    log: rest.log,
  });
}

/**
 * Versions, review states and guest links of orders, and the notes on them: a guest's note is
 * checked against the same links (guestLinkOpen) before the notes feature records it.
 */
export function buildReview(
  deps: AppDeps,
  rest: {
    access: AccessRules;
    media: MediaService;
    drive: DriveService;
    jwtKey: Uint8Array;
    now: Clock;
    orderRules: Pick<ReviewDeps, 'db' | 'notifier' | 'now'>;
    sockets: { io: SocketServer; hub: RealtimeHub };
    log: FastifyInstance['log'];
  },
) {
  const { access, media, drive, now, jwtKey } = rest;
  const linkDeps = { db: deps.db, limiter: deps.limiter, access, media, drive, now };
  const guests = {
    secret: jwtKey,
    now,
    linkOpen: (token: string, address: string) => guestLinkOpen(linkDeps, token, address),
  };
  attachReviewSocket(rest.sockets.io, { db: deps.db, log: rest.log });
  return {
    reviewVersions: reviewVersionsService({ ...linkDeps, secret: jwtKey }),
    review: reviewService({ ...rest.orderRules, realtime: rest.sockets.hub, guests }),
    revisions: revisionsService({ ...rest.orderRules, gatherNotes: gatherOpenNotes }),
  };
}

/**
 * Files: where their bytes live, with Redis the upload locks shared by every instance, and what
 * the media job reads of each finished video.
 */
export function buildDrive(
  app: FastifyInstance,
  deps: AppDeps,
  rest: {
    access: AccessRules;
    jwtKey: Uint8Array;
    log: FastifyInstance['log'];
    now: Clock;
  },
) {
  const { config } = deps;
  // With Redis, an upload's requests are locked across instances; readiness asks storage.check().
  const uploadLocker = config.REDIS_URL ? redisUploadLocker(config.REDIS_URL, rest.log) : undefined;
  if (uploadLocker) app.addHook('onClose', () => uploadLocker.close());
  const storage = deps.storage ?? chooseStorage(config);
  const media = buildMedia(deps, { ...rest, storage });
  const drive = driveService({
    repo: driveRepository(deps.db),
    storage,
    maxBytes: { video: config.UPLOAD_MAX_VIDEO_BYTES, image: config.UPLOAD_MAX_IMAGE_BYTES },
    reserveBytes: config.STORAGE_RESERVE_MB * 1024 * 1024,
    ...(uploadLocker ? { locker: uploadLocker } : {}),
    linkSecret: rest.jwtKey,
    access: rest.access,
    log: rest.log,
    now: rest.now,
    onFinished: (file) => media.kick(file),
  });
  return { storage, drive, media };
}
