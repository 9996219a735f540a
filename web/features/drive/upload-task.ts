import type { UploadKind, UploadProgress } from '../../../common/api/drive';
import { driveLimits } from '../../../common/limits';
import { ApiError } from '../../lib/api-client';
import * as api from './api';
import { defaultTaskDeps, statusOf } from './tus-sender';
import { failure, failureMessage } from './upload-failure';
import type { UploadItem, UploadItemState, UploadTaskDeps } from './upload-item';

let nextKey = 1;

/**
 * One file's upload: creates it, sends its bytes over tus and polls the server's progress every
 * 1 s at first, then every 2.5 s (docs/product.md §7). Pause, resume and cancel are told to the server;
 * every byte it stored is kept across pauses and dropped connections.
 */
export class UploadTask {
  item: UploadItem;
  private sender: { abort: () => Promise<void> } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private polls = 0;
  private last: { bytes: number; at: number } | undefined;
  private disposed = false;

  constructor(
    readonly file: File,
    private readonly options: {
      directory: string;
      kind: UploadKind;
      onChange: (item: UploadItem) => void;
      deps?: UploadTaskDeps;
    },
  ) {
    this.item = {
      key: `upload-${nextKey++}`,
      name: file.name,
      size: file.size,
      type: api.declaredType(file, options.kind),
      kind: options.kind,
      state: 'queued',
      percent: 0,
      bytesReceived: 0,
      speed: null,
      uploadId: null,
      uri: null,
      error: null,
      retryable: true,
    };
  }

  private get deps(): UploadTaskDeps {
    return this.options.deps ?? defaultTaskDeps;
  }

  private set(patch: Partial<UploadItem>): void {
    if (this.disposed) return;
    this.item = { ...this.item, ...patch };
    this.options.onChange(this.item);
  }

  /** Creates the upload on the server and starts sending. */
  async start(): Promise<void> {
    if (this.item.state !== 'queued' && this.item.state !== 'failed') return;
    if (this.item.uploadId) return this.resume();
    this.set({ state: 'starting', error: null, retryable: true });
    try {
      const created = await this.deps.createUpload({
        file: this.file,
        directory: this.options.directory,
        kind: this.options.kind,
      });
      if (this.disposed) {
        void this.deps.cancelUpload(created.upload_id).catch(() => {});
        return;
      }
      this.set({ state: 'uploading', uploadId: created.upload_id, uri: created.uri });
      this.send();
    } catch (error) {
      this.set({ state: 'failed', ...failure(error) });
    }
  }

  private send(): void {
    const uri = this.item.uri;
    if (!uri) return;
    this.polls = 0;
    this.last = undefined;
    this.sender = this.deps.sendBytes(this.file, uri, {
      onSuccess: () => void this.poll(),
      onError: (error) => {
        if (statusOf(error) === 423) {
          this.stopPolling();
          this.set({ state: 'paused', speed: null });
          return;
        }
        this.stopPolling();
        this.set({ state: 'failed', speed: null, ...failure(error) });
      },
    });
    this.schedulePoll();
  }

  private schedulePoll(): void {
    this.stopPolling();
    const fast = this.polls < driveLimits.progressFastPolls;
    this.timer = setTimeout(
      () => void this.poll(),
      fast ? driveLimits.progressPollFastMs : driveLimits.progressPollSlowMs,
    );
  }

  private stopPolling(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async poll(): Promise<void> {
    const id = this.item.uploadId;
    if (!id || this.disposed) return;
    this.polls += 1;
    try {
      this.apply(await this.deps.uploadProgress(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Deleted elsewhere (another tab, an Admin): nothing left to resume.
        void this.sender?.abort();
        this.set({
          state: 'failed',
          uploadId: null,
          uri: null,
          error: 'This upload no longer exists.',
        });
        return;
      }
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        // Refused by the server (say, its first bytes are not a video): say why and stop.
        void this.sender?.abort();
        this.stopPolling();
        this.set({ state: 'failed', speed: null, ...failure(error) });
        return;
      }
      // A network blip on a poll is not a failed upload: try again at the next tick.
    }
    if (this.item.state === 'uploading') this.schedulePoll();
  }

  private apply(progress: UploadProgress): void {
    const now = performance.now();
    let speed = this.item.speed;
    if (this.last && now > this.last.at) {
      const current = ((progress.bytesReceived - this.last.bytes) * 1000) / (now - this.last.at);
      // Smoothed, so one slow poll does not make the figure jump.
      speed = speed === null ? current : speed * 0.5 + current * 0.5;
    }
    this.last = { bytes: progress.bytesReceived, at: now };
    if (progress.state === 'finished') {
      this.stopPolling();
      this.set({ state: 'finished', percent: 100, bytesReceived: progress.size, speed: null });
      return;
    }
    this.set({
      percent: progress.uploadProgress,
      bytesReceived: progress.bytesReceived,
      speed: this.item.state === 'uploading' && speed !== null ? Math.max(0, speed) : null,
      ...(progress.paused && this.item.state === 'uploading' ? { state: 'paused' as const } : {}),
    });
  }

  /** Stops sending and tells the server; the bytes it has are kept. */
  async pause(): Promise<void> {
    const id = this.item.uploadId;
    if (this.item.state !== 'uploading' || !id) return;
    this.stopPolling();
    await this.sender?.abort();
    this.set({ state: 'paused', speed: null });
    try {
      this.apply(await this.deps.pauseUpload(id));
    } catch (error) {
      this.set({ error: failureMessage(error) });
    }
  }

  /** Continues from the last byte the server stored. */
  async resume(): Promise<void> {
    const id = this.item.uploadId;
    if ((this.item.state !== 'paused' && this.item.state !== 'failed') || !id) return;
    this.set({ state: 'uploading', error: null, retryable: true });
    try {
      this.apply(await this.deps.resumeUpload(id));
    } catch (error) {
      this.set({ state: 'failed', ...failure(error) });
      return;
    }
    // apply() may have found it paused or finished meanwhile.
    if ((this.item.state as UploadItemState) === 'uploading') this.send();
  }

  /** Stops and deletes the upload and whatever the server received. */
  async cancel(): Promise<void> {
    this.stopPolling();
    await this.sender?.abort();
    const id = this.item.uploadId;
    if (id) {
      try {
        await this.deps.cancelUpload(id);
      } catch (error) {
        // Already gone, or refused and deleted by the server: either way, nothing to cancel.
        if (!(error instanceof ApiError && (error.status === 404 || error.status === 415))) {
          this.set({ error: failureMessage(error) });
          return;
        }
      }
    }
    this.set({ state: 'cancelled' });
  }

  /** Deletes a finished upload from the server. */
  async remove(): Promise<void> {
    const id = this.item.uploadId;
    if (!id) return this.cancel();
    try {
      await this.deps.removeUpload(id);
      this.set({ state: 'removed' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) this.set({ state: 'removed' });
      else this.set({ error: failureMessage(error) });
    }
  }

  /**
   * Drops the task when its page goes away: the transfer stops and an unfinished upload is
   * cancelled on the server, since it cannot be resumed once the page has forgotten the file.
   */
  dispose(): void {
    if (this.disposed) return;
    this.stopPolling();
    void this.sender?.abort();
    const id = this.item.uploadId;
    if (id && this.item.state !== 'finished' && this.item.state !== 'removed')
      void this.deps.cancelUpload(id).catch(() => {});
    this.disposed = true;
  }
}
