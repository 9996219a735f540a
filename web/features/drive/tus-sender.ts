import { Upload as TusUpload, type DetailedError } from 'tus-js-client';
import { currentAccessToken } from '../../app/session';
import { refreshAccessToken } from '../../lib/api-client';
import * as api from './api';
import type { UploadTaskDeps } from './upload-item';

const retryDelays = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

/** The HTTP status a tus error carries, or 0 when none came back. */
export function statusOf(error: unknown): number {
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
