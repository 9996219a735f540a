import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessRules } from '../../access/access.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { redisUploadLocker } from '../../integrations/storage/redis-upload-locker.js';
import type { DriveDeps } from './drive-deps.js';
import { driveRepository } from './drive.repository.js';
import { driveService } from './drive.service.js';

/**
 * Files, with their bytes in `storage`: with Redis, an upload's requests are locked across every
 * instance (the lock's connection closes with the app); readiness asks storage.check().
 */
export function buildDrive(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    config: Config;
    storage: FileStorage;
    access: AccessRules;
    jwtKey: Uint8Array;
    log: FastifyBaseLogger;
    now: Clock;
    /** Told of each finished upload; the media job reads the videos. */
    onFinished: NonNullable<DriveDeps['onFinished']>;
  },
) {
  const { config } = deps;
  const uploadLocker = config.REDIS_URL ? redisUploadLocker(config.REDIS_URL, deps.log) : undefined;
  if (uploadLocker) app.addHook('onClose', () => uploadLocker.close());
  return driveService({
    repo: driveRepository(deps.db),
    storage: deps.storage,
    maxBytes: { video: config.UPLOAD_MAX_VIDEO_BYTES, image: config.UPLOAD_MAX_IMAGE_BYTES },
    reserveBytes: config.STORAGE_RESERVE_MB * 1024 * 1024,
    ...(uploadLocker ? { locker: uploadLocker } : {}),
    linkSecret: deps.jwtKey,
    access: deps.access,
    log: deps.log,
    now: deps.now,
    onFinished: deps.onFinished,
  });
}
