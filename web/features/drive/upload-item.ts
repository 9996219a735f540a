import type { UploadCreated, UploadKind, UploadProgress } from '../../../common/api/drive';

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
