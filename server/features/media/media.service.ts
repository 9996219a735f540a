import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { MediaFacts } from '../../../common/api/media.js';
import type { AccessRules } from '../../access/access.js';
import type { Principal } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ByteRange, FileStorage } from '../../integrations/storage/file-storage.js';
import { coalescedRuns } from '../../jobs/coalesced-runs.js';
import { repeat, type JobLog } from '../../jobs/repeat.js';
import { driveFileFacts } from '../drive/drive.public.js';
import { frameStills, type StillAsk } from './frame-stills.js';
import { ffmpegTools, mediaToolsAvailable, type MediaTools } from './ffmpeg-tools.js';
import { guestCopiesRepository } from './guest-copies.repository.js';
import { imageAllowed, type MediaImage } from './image-links.js';
import { runMediaJob } from './media-job.js';
import { mediaView } from './media-view.js';
import { watermarkText } from './watermark.js';
import { mediaRepository } from './media.repository.js';
import { reviewProxiesRepository } from './review-proxies.repository.js';
import type { Clock } from '../../clock.js';

/** Which guest's copy of which link's file. */
export type GuestCopyAsk = { linkId: string; fileId: string; guestName: string };
/** Where a guest's copy stands. */
export type GuestCopyState = 'preparing' | 'ready' | 'failed';
/** A made copy's size and bytes (a range of them when asked). */
export type StoredCopy = { size: number; open(range?: ByteRange): Promise<Readable> };

/** What the media feature needs. */
export type MediaDeps = {
  db: Kysely<Database>;
  storage: FileStorage;
  access: Pick<AccessRules, 'readableFileIds'>;
  /** Signs image links (the JWT secret; a key of their own is derived from it). */
  secret: Uint8Array;
  /** `off` never looks for ffmpeg. */
  enabled: boolean;
  now: Clock;
  log: JobLog & { warn(obj: object, msg: string): void };
};

/** Facts, images and the background job of uploaded videos (decision 031). */
export function mediaService(deps: MediaDeps) {
  const repo = mediaRepository(deps.db);
  const copies = guestCopiesRepository(deps.db);
  const proxies = reviewProxiesRepository(deps.db);
  let tools: Promise<MediaTools | undefined> | undefined;
  const toolsOnce = () =>
    (tools ??= deps.enabled
      ? mediaToolsAvailable().then((ok) => (ok ? ffmpegTools() : undefined))
      : Promise.resolve(undefined));
  // One run at a time per instance; a kick during a run asks for one more run after it.
  const runOnce = coalescedRuns(async () =>
    runMediaJob({ ...deps, repo, copies, proxies, tools: await toolsOnce() }),
  );

  return {
    runOnce,
    /** Starts a run soon after an upload finished; never blocks or fails the upload. */
    kick(file: { kind: string }): void {
      if (file.kind !== 'video' || !deps.enabled) return;
      runOnce().catch((err: unknown) => deps.log.error({ err }, 'the media job failed'));
    },

    /** Runs the job every 30 s (the first after 5 s); answers the stop function. */
    schedule(): () => void {
      if (!deps.enabled) return () => {};
      return repeat(runOnce, {
        job: 'media-facts',
        everyMs: 30_000,
        firstAfterMs: 5_000,
        log: deps.log,
        failure: 'the media job failed',
      });
    },

    /** The facts of those of `fileIds` the caller may read and the server has looked at. */
    async facts(principal: Principal, fileIds: readonly string[]): Promise<MediaFacts[]> {
      const files = (await driveFileFacts(deps.db, fileIds)).filter((f) => f.state === 'finished');
      const readable = await deps.access.readableFileIds(principal, files);
      return this.factsOfReadable([...readable]);
    },

    /** The facts of files the caller was already allowed to see. */
    async factsOfReadable(fileIds: readonly string[]): Promise<MediaFacts[]> {
      const now = deps.now();
      const ready = new Set((await proxies.readyOf(fileIds)).map((p) => p.file_id));
      return (await repo.factsOf(fileIds)).map((row) =>
        mediaView(row, deps.secret, now, ready.has(row.file_id)),
      );
    },

    /**
     * The watermarked copy of `linkId`'s file for `guestName`, queued (and the job started) the
     * first time it is asked for; answers where it stands.
     */
    async guestCopy(ask: GuestCopyAsk): Promise<GuestCopyState> {
      const at = deps.now();
      const row = await copies.request({
        id: randomUUID(),
        link_id: ask.linkId,
        file_id: ask.fileId,
        guest_name: ask.guestName,
        watermark: watermarkText(ask.guestName, ask.linkId, at),
        created_at: at.toISOString(),
      });
      if (row.state === 'ready' || row.state === 'failed') return row.state;
      if (deps.enabled)
        runOnce().catch((err: unknown) => deps.log.error({ err }, 'the media job failed'));
      return 'preparing';
    },

    /** The bytes of a guest's copy, or 409 review_copy_preparing while it is being made. */
    async openGuestCopy(linkId: string, guestName: string): Promise<StoredCopy> {
      const row = await copies.of(linkId, guestName);
      if (!row?.stored_name || row.state !== 'ready' || row.size === null)
        throw new AppError('review_copy_preparing');
      const name = row.stored_name;
      return { size: row.size, open: (range) => deps.storage.read(name, range) };
    },

    /** Pictures of frames of a video the caller was already allowed to read (frame-stills.ts). */
    frameStills: async (fileId: string, frames: readonly StillAsk[]) =>
      frameStills({ repo, storage: deps.storage }, await toolsOnce(), fileId, frames),

    /** A video's review proxy for a signed link: its size and bytes; 404 for anything else. */
    async reviewProxy(fileId: string, access: string): Promise<StoredCopy> {
      if (!imageAllowed(deps.secret, fileId, 'proxy', access, deps.now()))
        throw new AppError('not_found');
      const [row] = await proxies.readyOf([fileId]);
      if (!row?.stored_name || row.size === null) throw new AppError('not_found');
      const name = row.stored_name;
      return { size: row.size, open: (range) => deps.storage.read(name, range) };
    },

    /** The bytes of a poster or sprite, for a signed image link; 404 for anything else. */
    async image(fileId: string, image: MediaImage, access: string): Promise<Readable> {
      if (!imageAllowed(deps.secret, fileId, image, access, deps.now()))
        throw new AppError('not_found');
      const [row] = await repo.factsOf([fileId]);
      const name = image === 'poster' ? row?.poster_name : row?.sprite_name;
      if (!row || row.state !== 'ready' || !name) throw new AppError('not_found');
      return deps.storage.read(name);
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
