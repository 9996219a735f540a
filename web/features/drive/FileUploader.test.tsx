import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadProgress } from '../../../common/api/drive';
import { renderRoutes } from '../../test/render';
import { allUploadsFinished, FileUploader, type UploadedFile } from './FileUploader';
import type { UploadItem, UploadTaskDeps } from './upload-item';
import { actionsFor } from './UploadRow';

afterEach(() => cleanup());

/** Fake calls: every upload is created at once; the test decides when its bytes are done. */
function fakeDeps() {
  const finishers: (() => void)[] = [];
  const servers = new Map<string, UploadProgress>();
  let n = 0;
  const deps: UploadTaskDeps = {
    createUpload: vi.fn(async ({ file }) => {
      n += 1;
      const id = n.toString(16).padStart(32, '0');
      servers.set(id, {
        uploadProgress: 0,
        paused: false,
        state: 'uploading',
        bytesReceived: 0,
        size: file.size,
      });
      return {
        uri: `/api/drive/upload/Box/${id}`,
        upload_id: id,
        folderId: 'f',
        name: file.name,
        state: 'uploading' as const,
      };
    }),
    uploadProgress: vi.fn(async (id) => servers.get(id)!),
    pauseUpload: vi.fn(async (id) => ({
      ...servers.get(id)!,
      paused: true,
      state: 'paused' as const,
    })),
    resumeUpload: vi.fn(async (id) => servers.get(id)!),
    cancelUpload: vi.fn(async () => ({ ok: true })),
    removeUpload: vi.fn(async () => ({ ok: true })),
    sendBytes: vi.fn((_file, url: string, events) => {
      const id = url.split('/').at(-1)!;
      finishers.push(() => {
        servers.set(id, { ...servers.get(id)!, state: 'finished', uploadProgress: 100 });
        events.onSuccess();
      });
      return { abort: async () => {} };
    }),
  };
  return { deps, finishAll: () => finishers.splice(0).forEach((f) => f()) };
}

const video = (name: string) => new File([new Uint8Array(2048)], name, { type: 'video/mp4' });

function renderUploader(deps: UploadTaskDeps, onChange = vi.fn()) {
  renderRoutes(
    [
      {
        path: '/upload',
        element: (
          <>
            <FileUploader kind="video" folderName="Box" onChange={onChange} deps={deps} />
            <Link to="/elsewhere">Elsewhere</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    '/upload',
  );
  return onChange;
}

const last = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.at(-1)?.[0] as UploadedFile[];

describe('FileUploader', () => {
  it('takes several videos at once, one row each, and reports when every one is uploaded', async () => {
    const { deps, finishAll } = fakeDeps();
    const onChange = renderUploader(deps);
    const input = screen.getByLabelText('Choose videos');
    expect(input.getAttribute('accept')).toBe('video/*');
    fireEvent.change(input, {
      target: { files: [video('first-take-of-the-long-intro.mp4'), video('b.mp4')] },
    });
    await waitFor(() => expect(last(onChange)?.every((f) => f.state === 'uploading')).toBe(true));
    expect(last(onChange)).toHaveLength(2);
    expect(allUploadsFinished(last(onChange))).toBe(false);
    const list = screen.getByRole('list');
    // A long name is cut to 20 characters, the full one kept for the tooltip and screen readers.
    expect(within(list).getByText('first-take-of-the-l…')).toBeTruthy();
    expect(list.querySelector('[data-tooltip]')?.getAttribute('data-tooltip')).toBe(
      'first-take-of-the-long-intro.mp4',
    );
    expect(screen.getAllByRole('button', { name: /^Pause/ })).toHaveLength(2);

    await act(async () => finishAll());
    await waitFor(() => expect(allUploadsFinished(last(onChange))).toBe(true));
    expect(last(onChange).map((f) => f.uri)).toEqual([
      `/api/drive/upload/Box/${'1'.padStart(32, '0')}`,
      `/api/drive/upload/Box/${'2'.padStart(32, '0')}`,
    ]);
    // At 100% only Remove is left.
    expect(screen.queryAllByRole('button', { name: /^(Pause|Cancel|Resume)/ })).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: /^Remove/ })[0]!);
    await waitFor(() => expect(last(onChange)).toHaveLength(1));
    expect(deps.removeUpload).toHaveBeenCalled();
  });

  it('refuses a file of the wrong kind without sending it', async () => {
    const { deps } = fakeDeps();
    renderUploader(deps);
    fireEvent.change(screen.getByLabelText('Choose videos'), {
      target: { files: [new File(['x'], 'thumb.png', { type: 'image/png' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('thumb.png is not a video');
    expect(deps.createUpload).not.toHaveBeenCalled();
  });

  it('pauses and resumes from the row', async () => {
    const { deps } = fakeDeps();
    renderUploader(deps);
    fireEvent.change(screen.getByLabelText('Choose videos'), {
      target: { files: [video('a.mp4')] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause a.mp4' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resume a.mp4' }));
    await screen.findByRole('button', { name: 'Pause a.mp4' });
    expect(deps.pauseUpload).toHaveBeenCalledTimes(1);
    expect(deps.resumeUpload).toHaveBeenCalledTimes(1);
  });

  it('asks before leaving the page while a file is uploading', async () => {
    const { deps } = fakeDeps();
    renderUploader(deps);
    fireEvent.change(screen.getByLabelText('Choose videos'), {
      target: { files: [video('a.mp4')] },
    });
    await screen.findByRole('button', { name: 'Pause a.mp4' });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave while files are uploading?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByText('Somewhere else')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave and cancel uploads',
      }),
    );
    await screen.findByText('Somewhere else');
    // The page is gone, so is the upload.
    expect(deps.cancelUpload).toHaveBeenCalled();
  });
});

describe('actionsFor (docs/product.md §4)', () => {
  const item = (over: Partial<UploadItem>): UploadItem => ({
    key: 'k',
    name: 'a.mp4',
    size: 1,
    type: 'video/mp4',
    kind: 'video',
    state: 'uploading',
    percent: 0,
    bytesReceived: 0,
    speed: null,
    uploadId: 'x',
    uri: 'u',
    error: null,
    retryable: true,
    ...over,
  });

  it('offers Pause and Cancel only below 80%, Resume while paused, only Remove at 100%', () => {
    expect(actionsFor(item({ percent: 79 }))).toEqual(['pause', 'cancel']);
    expect(actionsFor(item({ percent: 80 }))).toEqual([]);
    expect(actionsFor(item({ state: 'paused', percent: 40 }))).toEqual(['resume', 'cancel']);
    expect(actionsFor(item({ state: 'finished', percent: 100 }))).toEqual(['remove']);
    expect(actionsFor(item({ state: 'failed', retryable: false }))).toEqual(['remove']);
    expect(actionsFor(item({ state: 'failed', retryable: true }))).toEqual(['retry', 'remove']);
  });
});
