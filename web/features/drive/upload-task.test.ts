import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { UploadProgress } from '../../../common/api/drive';
import { ApiError } from '../../lib/api-client';
import type { UploadItem, UploadTaskDeps } from './upload-item';
import { UploadTask } from './upload-task';

const id = 'a'.repeat(32);
const progress = (over: Partial<UploadProgress> = {}): UploadProgress => ({
  uploadProgress: 0,
  paused: false,
  state: 'uploading',
  bytesReceived: 0,
  size: 1000,
  ...over,
});

function fakes() {
  let events: { onSuccess: () => void; onError: (e: Error) => void } | undefined;
  const sent = { count: 0, aborted: 0 };
  let server = progress();
  const deps: UploadTaskDeps = {
    createUpload: vi.fn(async () => ({
      uri: `/api/drive/upload/Box/${id}`,
      upload_id: id,
      folderId: 'f',
      name: 'clip.mp4',
      state: 'uploading' as const,
    })),
    uploadProgress: vi.fn(async () => server),
    pauseUpload: vi.fn(async () => {
      server = { ...server, paused: true, state: 'paused' };
      return server;
    }),
    resumeUpload: vi.fn(async () => {
      server = { ...server, paused: false, state: 'uploading' };
      return server;
    }),
    cancelUpload: vi.fn(async () => ({ ok: true })),
    removeUpload: vi.fn(async () => ({ ok: true })),
    sendBytes: vi.fn((_file, _url, e) => {
      events = e;
      sent.count += 1;
      return {
        abort: async () => {
          sent.aborted += 1;
        },
      };
    }),
  };
  return {
    deps,
    sent,
    setServer: (p: Partial<UploadProgress>) => (server = { ...server, ...p }),
    finishSending: () => events?.onSuccess(),
    failSending: (e: Error) => events?.onError(e),
  };
}

const file = new File([new Uint8Array(1000)], 'clip.mp4', { type: 'video/mp4' });

function newTask(deps: UploadTaskDeps) {
  const seen: UploadItem[] = [];
  const task = new UploadTask(file, {
    directory: 'Box',
    kind: 'video',
    deps,
    onChange: (item) => seen.push(item),
  });
  return { task, seen };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('UploadTask', () => {
  test('creates the upload, sends it, and polls every 1 s at first then every 2.5 s', async () => {
    const f = fakes();
    const { task } = newTask(f.deps);
    await task.start();
    expect(task.item).toMatchObject({
      state: 'uploading',
      uploadId: id,
      uri: `/api/drive/upload/Box/${id}`,
    });
    expect(f.sent.count).toBe(1);
    for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(f.deps.uploadProgress).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.deps.uploadProgress).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1500);
    expect(f.deps.uploadProgress).toHaveBeenCalledTimes(6);
  });

  test('shows the server’s percent and a speed from what it stored between polls', async () => {
    const f = fakes();
    const { task } = newTask(f.deps);
    await task.start();
    f.setServer({ uploadProgress: 10, bytesReceived: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    f.setServer({ uploadProgress: 30, bytesReceived: 300 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(task.item.percent).toBe(30);
    expect(task.item.speed).toBeGreaterThan(150);
  });

  test('pause stops sending and tells the server; resume continues from the server', async () => {
    const f = fakes();
    const { task } = newTask(f.deps);
    await task.start();
    f.setServer({ uploadProgress: 40, bytesReceived: 400 });
    await task.pause();
    expect(f.sent.aborted).toBe(1);
    expect(task.item).toMatchObject({ state: 'paused', percent: 40, speed: null });
    const polls = vi.mocked(f.deps.uploadProgress).mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.deps.uploadProgress).toHaveBeenCalledTimes(polls);
    await task.resume();
    expect(f.deps.resumeUpload).toHaveBeenCalledWith(id);
    expect(task.item.state).toBe('uploading');
    expect(f.sent.count).toBe(2);
  });

  test('finishes when the bytes are sent and the server says so', async () => {
    const f = fakes();
    const { task } = newTask(f.deps);
    await task.start();
    f.setServer({ state: 'finished', uploadProgress: 100, bytesReceived: 1000 });
    f.finishSending();
    await vi.advanceTimersByTimeAsync(0);
    expect(task.item).toMatchObject({ state: 'finished', percent: 100 });
  });

  test('cancel and remove tell the server and end the task', async () => {
    const f = fakes();
    const one = newTask(f.deps);
    await one.task.start();
    await one.task.cancel();
    expect(f.deps.cancelUpload).toHaveBeenCalledWith(id);
    expect(one.task.item.state).toBe('cancelled');

    const two = newTask(f.deps);
    await two.task.start();
    await two.task.remove();
    expect(f.deps.removeUpload).toHaveBeenCalledWith(id);
    expect(two.task.item.state).toBe('removed');
  });

  test('a refusal from the server stops the task without offering a retry', async () => {
    const f = fakes();
    vi.mocked(f.deps.createUpload).mockRejectedValueOnce(
      new ApiError(413, 'file_too_large', 'This file is larger than the 20 GiB limit for videos.'),
    );
    const { task } = newTask(f.deps);
    await task.start();
    expect(task.item).toMatchObject({
      state: 'failed',
      retryable: false,
      error: 'This file is larger than the 20 GiB limit for videos.',
    });
  });

  test('a lost connection can be retried and resumes on the same upload', async () => {
    const f = fakes();
    const { task } = newTask(f.deps);
    await task.start();
    f.failSending(new Error('network'));
    expect(task.item).toMatchObject({ state: 'failed', retryable: true });
    await task.start();
    expect(f.deps.createUpload).toHaveBeenCalledTimes(1);
    expect(f.deps.resumeUpload).toHaveBeenCalledWith(id);
    expect(task.item.state).toBe('uploading');
  });

  test('leaving the page cancels an unfinished upload on the server', async () => {
    const f = fakes();
    const { task } = newTask(f.deps);
    await task.start();
    task.dispose();
    expect(f.sent.aborted).toBe(1);
    expect(f.deps.cancelUpload).toHaveBeenCalledWith(id);
  });
});
