import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import type { Kysely } from 'kysely';
import {
  formatBytes,
  kindOfMime,
  uploadIdFromUri,
  uploadUri,
  type Disposition,
  type DriveFile,
  type FileContents,
  type FileLayer,
  type MediaLink,
  type UploadCreated,
  type UploadKind,
  type UploadProgress,
} from '../../../common/api/drive.js';
import { driveLimits } from '../../../common/limits.js';
import { isUniqueViolation } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  headBytes,
  type ByteRange,
  type FileStorage,
} from '../../integrations/storage/file-storage.js';
import { isAdmin, requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import {
  driveRepository,
  type DriveRepository,
  type FileRow,
  type FolderRow,
} from './drive.repository.js';
import { detectFileType } from './file-types.js';
import { signMediaLink } from './media-links.js';

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

/** What a download route needs: the file's facts and a way to stream it. */
export type DownloadSource = {
  name: string;
  mime: string;
  size: number;
  sha256: string | null;
  finishedTime: string | null;
  open(range?: ByteRange): Readable;
};

/** What the caller may do with a file: control it as its uploader or an Admin, read it. */
type Access = { file: FileRow; control: boolean; read: boolean };

/** Something that can be cut off: the request carrying an upload's bytes. */
type Interruptible = { destroy(): void };

const uploaderTypes = ['Partner', 'Production', 'Admin'] as const;

/** How many refusals are remembered, and for how long. */
const refusalMemory = { max: 1000, ms: 15 * 60_000 };

/** A file's layer: 2 for a delivery, 1 (raw footage) for anything else. */
function layerOf(file: FileRow): FileLayer {
  return file.layer === 2 ? 2 : 1;
}

/** The user's file name, kept as metadata: no path, no control characters, at most 255 long. */
function cleanFileName(raw: string | undefined): string {
  const base = path.posix.basename((raw ?? '').replace(/\\/g, '/'));
  const clean = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, driveLimits.fileNameMax);
  return clean === '' || clean === '.' || clean === '..' ? 'upload' : clean;
}

/**
 * Folders, resumable uploads, downloads and the File Manager (docs/product.md §4, §5, §7 Drive). Every
 * permission decision about a file goes through `accessTo`.
 */
export function driveService(deps: DriveDeps) {
  const { repo, storage } = deps;
  const now = () => (deps.now ? deps.now() : new Date());
  const inflight = new Map<string, Set<Interruptible>>();
  // Uploads whose first bytes were refused; the request's end deletes them.
  const refused = new Set<string>();
  // Why recent uploads were refused. The refusal can be lost with its connection (the server
  // answers before the body is read, so the browser may see a reset); the client's next request
  // on that upload then learns the reason instead of a bare 404.
  const refusals = new Map<string, { uploaderId: string; error: AppError; at: number }>();

  function rememberRefusal(file: FileRow, error: AppError): void {
    const at = now().getTime();
    for (const [id, entry] of refusals)
      if (refusals.size >= refusalMemory.max || at - entry.at > refusalMemory.ms)
        refusals.delete(id);
      else break;
    refusals.set(file.id, { uploaderId: file.uploader_id, error, at });
  }

  function controls(principal: Principal, file: FileRow): boolean {
    return file.uploader_id === principal.uid || isAdmin(principal);
  }

  /**
   * THE access rule of the drive. The uploader and Admins control an upload (progress, pause,
   * resume, cancel, remove). A finished file may be read and downloaded by them, by the owner of
   * its folder, and by whoever the Orders feature vouches for through `extraAccess`, which is
   * asked once about all the files that need it.
   */
  async function accessToAll(principal: Principal, files: readonly FileRow[]): Promise<Access[]> {
    const ownRead = (file: FileRow) =>
      controls(principal, file) || file.folder_owner_id === principal.uid;
    const ask = files.filter((file) => file.state === 'finished' && !ownRead(file));
    const vouched =
      ask.length > 0 && deps.extraAccess
        ? await deps.extraAccess(principal, ask.map(accessFile))
        : new Set<string>();
    return files.map((file) => ({
      file,
      control: controls(principal, file),
      read: file.state === 'finished' && (ownRead(file) || vouched.has(file.id)),
    }));
  }

  async function accessTo(principal: Principal, file: FileRow): Promise<Access> {
    const [access = { file, control: false, read: false }] = await accessToAll(principal, [file]);
    return access;
  }

  function accessFile(file: FileRow): DriveAccessFile {
    return {
      id: file.id,
      folderId: file.folder_id,
      folderOwnerId: file.folder_owner_id,
      uploaderId: file.uploader_id,
      orderId: file.order_id,
      layer: layerOf(file),
      kind: file.kind,
    };
  }

  /** The upload if the caller controls it; otherwise 404, so ids of others reveal nothing. */
  async function controlled(principal: Principal, id: string): Promise<FileRow> {
    const file = await repo.findFile(id);
    if (!file) {
      const refusal = refusals.get(id);
      if (refusal && (refusal.uploaderId === principal.uid || isAdmin(principal)))
        throw refusal.error;
      throw new AppError('not_found');
    }
    if (!(await accessTo(principal, file)).control) throw new AppError('not_found');
    return file;
  }

  /**
   * The file if the caller may read it; otherwise 404, except that its controller learns an
   * unfinished upload is unfinished when `tellUnfinished` is set.
   */
  async function readable(
    principal: Principal,
    id: string,
    tellUnfinished: boolean,
  ): Promise<{ file: FileRow; control: boolean }> {
    const file = await repo.findFile(id);
    if (!file) throw new AppError('not_found');
    const { read, control } = await accessTo(principal, file);
    if (!read) throw new AppError(control && tellUnfinished ? 'upload_unfinished' : 'not_found');
    return { file, control };
  }

  function toDriveFile(file: FileRow, control: boolean, titles: Record<string, string>): DriveFile {
    return {
      id: file.id,
      name: file.original_name,
      mime: file.mime,
      kind: file.kind,
      size: file.size,
      sha256: file.sha256,
      state: file.state === 'finished' ? 'finished' : file.paused ? 'paused' : 'uploading',
      createdTime: file.created_at,
      finishedTime: file.finished_at,
      layer: layerOf(file),
      orderId: file.order_id,
      orderTitle: file.order_id ? (titles[file.order_id] ?? null) : null,
      folderId: file.folder_id,
      folderName: file.folder_name,
      uploader: { uid: file.uploader_id, name: file.uploader_name },
      canControl: control,
    };
  }

  async function titlesFor(files: FileRow[]): Promise<Record<string, string>> {
    const ids = [...new Set(files.map((f) => f.order_id).filter((id): id is string => !!id))];
    return ids.length > 0 && deps.orderTitles ? deps.orderTitles(ids) : {};
  }

  async function folderFor(ownerId: string, name: string, r: DriveRepository = repo) {
    const existing = await r.findFolder(ownerId, name);
    if (existing) return existing;
    const folder: FolderRow = {
      id: randomUUID(),
      owner_id: ownerId,
      name,
      created_at: now().toISOString(),
    };
    try {
      await r.insertFolder(folder);
      return folder;
    } catch (error) {
      // Two uploads into a new folder at once: the other one created it first.
      if (!isUniqueViolation(error)) throw error;
      const raced = await r.findFolder(ownerId, name);
      if (!raced) throw error;
      return raced;
    }
  }

  function checkSize(kind: UploadKind, size: number): void {
    const limit = deps.maxBytes[kind];
    if (size > limit) throw new AppError('file_too_large', { limit: formatBytes(limit), kind });
  }

  function interrupt(id: string): void {
    for (const request of inflight.get(id) ?? []) request.destroy();
    inflight.delete(id);
  }

  async function discard(file: FileRow): Promise<void> {
    interrupt(file.id);
    await repo.deleteFile(file.id);
    await storage.remove(file.stored_name);
  }

  // Runs on the first bytes of every tus upload before any of them is written.
  async function inspectHead(storedName: string, head: Buffer): Promise<void> {
    const file = await repo.findFile(storedName);
    if (!file) throw new AppError('not_found');
    const detected = detectFileType(head);
    if (!detected || detected.kind !== file.kind) {
      const error = new AppError('unsupported_file_type', { kind: file.kind });
      refused.add(file.id);
      rememberRefusal(file, error);
      throw error;
    }
    if (detected.mime !== file.mime) await repo.updateFile(file.id, { mime: detected.mime });
  }

  const tusStore = storage.tusStore(inspectHead);

  async function progressOf(file: FileRow): Promise<UploadProgress> {
    if (file.state === 'finished')
      return {
        uploadProgress: 100,
        paused: false,
        state: 'finished',
        bytesReceived: file.size,
        size: file.size,
      };
    const received = (await storage.size(file.stored_name)) ?? 0;
    if (received >= file.size) {
      // Every byte is there but the finish step was missed (a crash, a lost answer): do it now.
      await completeUpload(file.id);
      const done = await repo.findFile(file.id);
      if (done) return progressOf(done);
      throw new AppError('not_found');
    }
    return {
      uploadProgress: Math.min(99, Math.floor((received / file.size) * 100)),
      paused: file.paused === 1,
      state: file.paused === 1 ? 'paused' : 'uploading',
      bytesReceived: received,
      size: file.size,
    };
  }

  /**
   * Marks an upload finished once all its bytes are stored: checks its first bytes once more
   * (the one gate no stored file skips) and records its SHA-256.
   */
  async function completeUpload(id: string): Promise<void> {
    const file = await repo.findFile(id);
    if (!file || file.state === 'finished') return;
    const size = await storage.size(file.stored_name);
    if (size !== file.size) return;
    const detected = detectFileType(await storage.head(file.stored_name, headBytes));
    if (!detected || detected.kind !== file.kind) {
      const error = new AppError('unsupported_file_type', { kind: file.kind });
      rememberRefusal(file, error);
      await discard(file);
      throw error;
    }
    const sha256 =
      tusStore.takeDigest(file.stored_name, size) ?? (await storage.sha256(file.stored_name));
    if (detected.mime !== file.mime) await repo.updateFile(id, { mime: detected.mime });
    await repo.markFinished(id, { sha256, size, finished_at: now().toISOString() });
  }

  async function resolveUploads(refs: readonly string[], r: DriveRepository) {
    const ids = refs.map((ref) => uploadIdFromUri(ref));
    if (ids.some((id) => id === undefined)) throw new AppError('not_found');
    const unique = [...new Set(ids as string[])];
    const files = await r.findFiles(unique);
    if (files.length !== unique.length) throw new AppError('not_found');
    return files;
  }

  /**
   * For the Orders feature: checks that each upload (an id or its uri) exists, is finished, was
   * uploaded by `uploaderUid` and, when `kind` is given, holds that kind. Runs inside the caller's
   * transaction when `db` is one. Throws not_found, upload_unfinished or unsupported_file_type.
   */
  async function requireFinishedUploads(
    input: { uploaderUid: string; uploads: readonly string[]; kind?: UploadKind },
    db?: Kysely<Database>,
  ): Promise<FileRow[]> {
    const files = await resolveUploads(input.uploads, db ? driveRepository(db) : repo);
    for (const file of files) {
      if (file.uploader_id !== input.uploaderUid) throw new AppError('not_found');
      if (file.state !== 'finished') throw new AppError('upload_unfinished');
      if (input.kind && file.kind !== input.kind)
        throw new AppError('unsupported_file_type', { kind: input.kind });
    }
    return files;
  }

  return {
    /** The tus datastore the upload routes hand to @tus/server. */
    tusStore,

    /** Starts a resumable upload of `size` bytes into the caller's folder named `directory`. */
    async createUpload(
      principal: Principal,
      input: { directory: string; mime: string; name: string | undefined; size: number },
    ): Promise<UploadCreated> {
      requireAccountType(principal, ...uploaderTypes);
      const kind = kindOfMime(input.mime);
      if (!kind) throw new AppError('unsupported_file_type', { kind: 'video or image' });
      if (!Number.isSafeInteger(input.size) || input.size < 1)
        throw new AppError(
          'invalid_input',
          {},
          { 'upload-length': 'Expected the file size in bytes.' },
        );
      checkSize(kind, input.size);
      const folder = await folderFor(principal.uid, input.directory);
      const id = randomBytes(16).toString('hex');
      const name = cleanFileName(input.name);
      await repo.insertFile({
        id,
        folder_id: folder.id,
        uploader_id: principal.uid,
        original_name: name,
        stored_name: id,
        mime: input.mime,
        kind,
        size: input.size,
        sha256: null,
        state: 'uploading',
        paused: 0,
        layer: 1,
        order_id: null,
        created_at: now().toISOString(),
        finished_at: null,
      });
      try {
        await tusStore.create(new Upload({ id, size: input.size, offset: 0, metadata: {} }));
      } catch (error) {
        await repo.deleteFile(id);
        throw error;
      }
      return {
        uri: uploadUri(folder.name, id),
        upload_id: id,
        folderId: folder.id,
        name,
        state: 'uploading',
      };
    },

    /**
     * Stores a small image sent in one multipart request. Nothing is recorded until every byte
     * is stored and checked; a refused or oversize file leaves nothing behind.
     */
    async storeWholeUpload(
      principal: Principal,
      input: { directory: string; mime: string; name: string | undefined; source: Readable },
    ): Promise<UploadCreated> {
      requireAccountType(principal, ...uploaderTypes);
      const kind = kindOfMime(input.mime);
      // One request cannot resume: large footage must use tus.
      if (kind !== 'image')
        throw new AppError('invalid_input', {}, { method: 'Videos are uploaded with method=tus.' });
      const id = randomBytes(16).toString('hex');
      let detectedMime = input.mime;
      const stored = await storage.writeWhole(id, input.source, {
        maxBytes: deps.maxBytes.image,
        check: async (_name, head) => {
          const detected = detectFileType(head);
          if (!detected || detected.kind !== kind)
            throw new AppError('unsupported_file_type', { kind });
          detectedMime = detected.mime;
        },
      });
      if (stored.truncated) checkSize(kind, stored.size);
      try {
        const folder = await folderFor(principal.uid, input.directory);
        const name = cleanFileName(input.name);
        const time = now().toISOString();
        await repo.insertFile({
          id,
          folder_id: folder.id,
          uploader_id: principal.uid,
          original_name: name,
          stored_name: id,
          mime: detectedMime,
          kind,
          size: stored.size,
          sha256: stored.sha256,
          state: 'finished',
          paused: 0,
          layer: 1,
          order_id: null,
          created_at: time,
          finished_at: time,
        });
        return {
          uri: uploadUri(folder.name, id),
          upload_id: id,
          folderId: folder.id,
          name,
          state: 'finished',
        };
      } catch (error) {
        await storage.remove(id);
        throw error;
      }
    },

    /**
     * Vets a tus request (HEAD or PATCH) on an upload before its bytes are read: only its
     * uploader or an Admin, only at its own address, and no bytes while it is paused.
     */
    async authorizeTusRequest(
      principal: Principal,
      input: { id: string; directory: string; method: string },
    ): Promise<void> {
      const file = await controlled(principal, input.id);
      if (file.folder_name !== input.directory) throw new AppError('not_found');
      if (input.method === 'PATCH' && file.paused === 1) throw new AppError('upload_paused');
    },

    /** Registers the request carrying an upload's bytes so pause and cancel can cut it. */
    trackRequest(id: string, request: Interruptible): () => void {
      const set = inflight.get(id) ?? new Set<Interruptible>();
      set.add(request);
      inflight.set(id, set);
      return () => {
        set.delete(request);
        if (set.size === 0 && inflight.get(id) === set) inflight.delete(id);
      };
    },

    /** Called when a tus request ends: an upload whose first bytes were refused is deleted. */
    async settleUpload(id: string): Promise<void> {
      if (!refused.delete(id)) return;
      const file = await repo.findFile(id);
      if (file) await discard(file);
      else await storage.remove(id);
    },

    completeUpload,

    /** docs/product.md §7 progress: percent of the bytes stored, and whether the upload is paused. */
    async progress(principal: Principal, id: string): Promise<UploadProgress> {
      return progressOf(await controlled(principal, id));
    },

    /** Pauses an upload: the request in flight is cut, every byte received so far is kept. */
    async pause(principal: Principal, id: string): Promise<UploadProgress> {
      const file = await controlled(principal, id);
      if (file.state === 'finished') throw new AppError('upload_finished');
      await repo.updateFile(id, { paused: 1 });
      interrupt(id);
      return progressOf({ ...file, paused: 1 });
    },

    /** Resumes a paused upload; the client then continues from the last byte stored. */
    async resume(principal: Principal, id: string): Promise<UploadProgress> {
      const file = await controlled(principal, id);
      if (file.paused === 1) await repo.updateFile(id, { paused: 0 });
      return progressOf({ ...file, paused: 0 });
    },

    /**
     * Cancel (docs/product.md §7) and remove: deletes the partial or finished file and its record. A file
     * that belongs to an order stays, unless an Admin removes it.
     */
    async discard(principal: Principal, id: string): Promise<void> {
      const file = await controlled(principal, id);
      if (file.order_id !== null && !isAdmin(principal)) throw new AppError('file_in_use');
      await discard(file);
    },

    /** A finished file the caller may read, ready to stream; 404 for anyone else. */
    async openDownload(principal: Principal, fileId: string): Promise<DownloadSource> {
      const { file } = await readable(principal, fileId, true);
      return {
        name: file.original_name,
        mime: file.mime,
        size: file.size,
        sha256: file.sha256,
        finishedTime: file.finished_at,
        open: (range) => storage.read(file.stored_name, range),
      };
    },

    /**
     * A finished file as the caller may see it, or 404: for features that act on one file (the
     * Orders feature's revision requests), through the same access rule as downloads.
     */
    async readableFile(principal: Principal, fileId: string): Promise<DriveFile> {
      const { file, control } = await readable(principal, fileId, false);
      return toDriveFile(file, control, await titlesFor([file]));
    },

    /** A signed, short-lived download URL for `<video src>` and plain links (decision 002). */
    async mediaLink(
      principal: Principal,
      fileId: string,
      disposition: Disposition,
    ): Promise<MediaLink> {
      await readable(principal, fileId, true);
      const expiresAt = now().getTime() + driveLimits.mediaLinkMinutes * 60_000;
      const token = signMediaLink(deps.linkSecret, { fileId, principal, disposition, expiresAt });
      return {
        url: `/api/drive/download/${fileId}?access=${encodeURIComponent(token)}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },

    /** docs/product.md §7: `{files: [raw footage, deliveries]}` of a folder, as far as the caller may see. */
    async fileContents(
      principal: Principal,
      folderId: string,
      layers: number,
    ): Promise<FileContents> {
      const folder = await repo.findFolderById(folderId);
      if (!folder) throw new AppError('not_found');
      const rows = await repo.listFolder(folderId);
      const visible = (await accessToAll(principal, rows)).filter((access) => access.read);
      // A folder the caller has no part in does not exist for them.
      if (folder.owner_id !== principal.uid && !isAdmin(principal) && visible.length === 0)
        throw new AppError('not_found');
      const titles = await titlesFor(visible.map((v) => v.file));
      const layer = (n: number) =>
        visible
          .filter((v) => layerOf(v.file) === n)
          .map((v) => toDriveFile(v.file, v.control, titles));
      return { files: layers === 1 ? [layer(1)] : [layer(1), layer(2)] };
    },

    /** The File Manager: every finished file the caller may read, and their own unfinished uploads. */
    async listFiles(principal: Principal): Promise<DriveFile[]> {
      const orderIds = deps.extraOrderIds ? await deps.extraOrderIds(principal) : [];
      const rows = await repo.listReachable({
        everything: isAdmin(principal),
        uid: principal.uid,
        orderIds,
      });
      const shown = (await accessToAll(principal, rows)).filter(
        ({ file, read }) =>
          read || (file.state !== 'finished' && file.uploader_id === principal.uid),
      );
      const titles = await titlesFor(shown.map((s) => s.file));
      return shown.map((s) => toDriveFile(s.file, s.control, titles));
    },

    /** The folder of `ownerUid` named `name`, created when missing (Orders: the form's folderName). */
    async folderNamed(ownerUid: string, name: string, db?: Kysely<Database>): Promise<FolderRow> {
      return folderFor(ownerUid, name, db ? driveRepository(db) : repo);
    },

    requireFinishedUploads,

    /**
     * For the Orders feature: after the same checks as requireFinishedUploads, moves the uploads
     * into `folderId` with `orderId` and `layer` (1 raw footage, 2 delivery). An upload already
     * in another order is refused (file_in_use). Runs inside the caller's transaction when given.
     */
    async attachUploads(
      input: {
        uploaderUid: string;
        uploads: readonly string[];
        kind?: UploadKind;
        folderId: string;
        orderId: string | null;
        layer: FileLayer;
      },
      db?: Kysely<Database>,
    ): Promise<FileRow[]> {
      const r = db ? driveRepository(db) : repo;
      const files = await requireFinishedUploads(input, db);
      if (files.some((f) => f.order_id !== null && f.order_id !== input.orderId))
        throw new AppError('file_in_use');
      if (!(await r.findFolderById(input.folderId))) throw new AppError('not_found');
      await r.attachFiles(
        files.map((f) => f.id),
        { folder_id: input.folderId, order_id: input.orderId, layer: input.layer },
      );
      return r.findFiles(files.map((f) => f.id));
    },

    /** Deletes uploads left unfinished for `staleUploadDays`, bytes and record; returns how many. */
    async pruneStaleUploads(): Promise<number> {
      const before = new Date(now().getTime() - driveLimits.staleUploadDays * 86_400_000);
      const stale = await repo.unfinishedBefore(before.toISOString());
      for (const file of stale) await discard(file);
      if (stale.length > 0) deps.log.info({ count: stale.length }, 'pruned stale uploads');
      return stale.length;
    },
  };
}

/** The drive service's functions. */
export type DriveService = ReturnType<typeof driveService>;
