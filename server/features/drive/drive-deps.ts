import type { Locker } from '@tus/server';
import type { UploadKind } from '../../../common/api/drive.js';
import type { AccessRules } from '../../access/access.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { DriveRepository } from './drive.repository.js';
import { fileDigests, type FileDigests } from './file-digests.js';
import { tusProtocol, type TusProtocol } from './uploads/tus-protocol.js';
import { uploadSessions, type UploadSessions } from './uploads/upload-sessions.js';
import type { Clock } from '../../clock.js';

/** What the drive service needs from the outside world. */
export type DriveDeps = {
  repo: DriveRepository;
  storage: FileStorage;
  /** Largest upload per kind, in bytes (UPLOAD_MAX_VIDEO_BYTES, UPLOAD_MAX_IMAGE_BYTES). */
  maxBytes: Record<UploadKind, number>;
  /** Free space, in bytes, that uploads must leave on the storage's volume (STORAGE_RESERVE_MB). */
  reserveBytes?: number;
  /** The lock of each upload's requests; in-process when not given (one instance). */
  locker?: Locker;
  /** Signs media links (the JWT secret; a separate key is derived from it). */
  linkSecret: Uint8Array;
  /**
   * Who may see which file and order beyond a file's uploader and folder owner: asked once per
   * request, for every file of a listing at once.
   */
  access: Pick<AccessRules, 'readableFileIds' | 'visibleOrderIds' | 'orderLabels' | 'ordersAt'>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now: Clock;
  /** Told after an upload is finished (the media job makes its poster); must not throw. */
  onFinished?: (file: { id: string; kind: UploadKind }) => void;
};

/**
 * The drive as its use cases receive it: the deps with the uploads in progress and the tus
 * machinery, made once per service.
 */
export type Drive = DriveDeps & {
  sessions: UploadSessions;
  tus: TusProtocol;
  /** The SHA-256 of finished uploads, computed after they answered (decision 036). */
  digests: FileDigests;
};

/** Makes the drive of `deps`; its uploads in progress live as long as it does. */
export function openDrive(deps: DriveDeps): Drive {
  const sessions = uploadSessions(deps.now);
  const tus = tusProtocol({
    repo: deps.repo,
    storage: deps.storage,
    sessions,
    ...(deps.locker ? { locker: deps.locker } : {}),
  });
  const drive: Omit<Drive, 'digests'> = { ...deps, sessions, tus };
  return Object.assign(drive, { digests: fileDigests(drive) });
}
