import type { FileLayer, UploadKind } from '../../../common/api/drive.js';
import type { Principal } from '../../auth/tokens.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { DriveRepository } from './drive.repository.js';
import { tusProtocol, type TusProtocol } from './uploads/tus-protocol.js';
import { uploadSessions, type UploadSessions } from './uploads/upload-sessions.js';

/** What the Orders feature's access check is told about a file. */
export type DriveAccessFile = {
  id: string;
  folderId: string;
  folderOwnerId: string;
  uploaderId: string;
  orderId: string | null;
  layer: FileLayer;
  kind: UploadKind;
};

/** What the drive service needs from the outside world. */
export type DriveDeps = {
  repo: DriveRepository;
  storage: FileStorage;
  /** Largest upload per kind, in bytes (UPLOAD_MAX_VIDEO_BYTES, UPLOAD_MAX_IMAGE_BYTES). */
  maxBytes: Record<UploadKind, number>;
  /** Signs media links (the JWT secret; a separate key is derived from it). */
  linkSecret: Uint8Array;
  /**
   * Who else may read and download finished files: the Orders feature answers for an order's
   * Partner and its assigned staff, with the ids of those of `files` the caller may read. Asked
   * once per request, for every file of a listing at once. Default: nobody beyond the folder
   * owner, uploader and Admins.
   */
  extraAccess?: (
    principal: Principal,
    files: readonly DriveAccessFile[],
  ) => Promise<ReadonlySet<string>>;
  /** Orders whose files the caller may see through extraAccess, so the File Manager lists them. */
  extraOrderIds?: (principal: Principal) => Promise<readonly string[]>;
  /** Titles of orders, shown as the File Manager's group headings. */
  orderTitles?: (orderIds: readonly string[]) => Promise<Record<string, string>>;
  log: { info(obj: object, msg: string): void };
  now?: () => Date;
};

/**
 * The drive as its use cases receive it: the deps with the clock settled, the uploads in
 * progress and the tus machinery, made once per service.
 */
export type Drive = Omit<DriveDeps, 'now'> & {
  now: () => Date;
  sessions: UploadSessions;
  tus: TusProtocol;
};

/** Makes the drive of `deps`; its uploads in progress live as long as it does. */
export function openDrive(deps: DriveDeps): Drive {
  const now = deps.now ?? (() => new Date());
  const sessions = uploadSessions(now);
  const tus = tusProtocol({ repo: deps.repo, storage: deps.storage, sessions });
  return { ...deps, now, sessions, tus };
}
