import { Upload as TusUpload, type DetailedError } from 'tus-js-client';
import type { UploadCreated, UploadKind, UploadProgress } from '../../../common/api/drive';
import { driveLimits } from '../../../common/limits';
import { currentAccessToken } from '../../app/session';
import { ApiError, apiErrorFrom, describeFailure, refreshAccessToken } from '../../lib/api-client';
import * as api from './api';

/**
 * Where one file stands. `queued` waits for a free slot, `starting` creates the upload,
 * `uploading` sends bytes, `finished` is stored and checked; `cancelled` and `removed` are gone.
 */
export type UploadItemState =
  'queued' | 'starting' | 'uploading' | 'paused' | 'finished' | 'failed' | 'cancelled' | 'removed';

/** One file of an upload list, as the forms that embed the uploader see it. */
export type UploadItem = {
  /** Stable key of this file in the list. */
  key: string;
  name: string;
  size: number;
  /** The declared type, sent with the upload (`video/mp4`). */
  type: string;
  kind: UploadKind;
  state: UploadItemState;
  /** Whole percent of the bytes the server has stored. */
  percent: number;
  bytesReceived: number;
  /** Bytes per second over the last polls; null when not moving. */
  speed: number | null;
  uploadId: string | null;
  /** The upload's uri (contains its upload_id): what the order forms send. */
  uri: string | null;
  error: string | null;
  /** False when the server refused the file itself: trying again cannot help. */
  retryable: boolean;
};

/** The calls a task makes; tests pass fakes. */
export type UploadTaskDeps = {
  createUpload: (input: {
    file: File;
    directory: string;
    kind: UploadKind;
  }) => Promise<UploadCreated>;
  uploadProgress: (id: string) => Promise<UploadProgress>;
  pauseUpload: (id: string) => Promise<UploadProgress>;
  resumeUpload: (id: string) => Promise<UploadProgress>;
  cancelUpload: (id: string) => Promise<unknown>;
  removeUpload: (id: string) => Promise<unknown>;
  /** Starts sending the bytes of `file` to an existing tus `url`. */
  sendBytes: (
    file: File,
    url: string,
    events: { onSuccess: () => void; onError: (error: Error) => void },
  ) => { abort: () => Promise<void> };
};

const retryDelays = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

function statusOf(error: unknown): number {
  const response = (error as Partial<DetailedError>).originalResponse;
  return response ? response.getStatus() : 0;
}

/** tus-js-client on an existing upload URL: Bearer token on each request, retries on drops. */
export function tusSender(
  file: File,
  url: string,
  events: { onSuccess: () => void; onError: (error: Error) => void },
): { abort: () => Promise<void> } {
  const upload = new TusUpload(file, {
    // No endpoint: a lost upload must fail, never silently restart as a new one.
    uploadUrl: new URL(url, window.location.origin).toString(),
    retryDelays,
    storeFingerprintForResuming: false,
    onBeforeRequest: (request) => {
      const token = currentAccessToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry: (error) => {
      const status = statusOf(error);
      // A long upload can outlive its 15-minute token: refresh it before the retry goes out.
      if (status === 401) {
        void refreshAccessToken();
        return true;
      }
      if (status === 423) return false;
      return (status < 400 || status >= 500 || status === 409) && navigator.onLine !== false;
    },
    onSuccess: () => events.onSuccess(),
    onError: (error) => events.onError(error),
  });
  upload.start();
  return { abort: () => upload.abort() };
}

/** The real calls. */
export const defaultTaskDeps: UploadTaskDeps = {
  createUpload: api.createUpload,
  uploadProgress: (id) => api.uploadProgress(id),
  pauseUpload: api.pauseUpload,
  resumeUpload: api.resumeUpload,
  cancelUpload: api.cancelUpload,
  removeUpload: api.removeUpload,
  sendBytes: tusSender,
};

/** Whether sending again could succeed: not after the server refused the file (a 4xx). */
function retryableAfter(error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : statusOf(error);
  return status === 0 || status >= 500 || [401, 404, 408, 409, 423, 429].includes(status);
}

/** What to record of a failure: its message, and whether Retry is worth offering. */
function failure(error: unknown): { error: string; retryable: boolean } {
  return { error: failureMessage(error), retryable: retryableAfter(error) };
}

/** The message to show for a failed call or a tus error carrying the API's error body. */
function failureMessage(error: unknown): string {
  const response = (error as Partial<DetailedError>).originalResponse;
  if (response) {
    const status = response.getStatus();
    if (status > 0) return apiErrorFrom(status, response.getBody()).message;
  }
  if (error instanceof ApiError) return describeFailure(error).message;
  return 'The connection was lost. Retry to continue from where it stopped.';
}

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
