import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriveFile } from '../../../common/api/drive';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes, stubFetchAnswer } from '../../test/render';
import { FileManagerPage } from './FileManagerPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const me = loginAnswer().useruid;

function driveFile(over: Partial<DriveFile>): DriveFile {
  return {
    id: 'a'.repeat(32),
    name: 'raw-footage.mp4',
    mime: 'video/mp4',
    kind: 'video',
    size: 3 * 1024 * 1024,
    sha256: 'f'.repeat(64),
    state: 'finished',
    createdTime: '2026-11-20T10:00:00.000Z',
    finishedTime: '2026-11-20T10:05:00.000Z',
    layer: 1,
    orderId: null,
    orderTitle: null,
    folderId: 'folder-1',
    folderName: 'My uploads',
    uploader: { uid: me, name: 'Pat Partner' },
    canControl: true,
    ...over,
  };
}

function renderPage() {
  saveLogin(loginAnswer());
  return renderRoutes(
    [{ path: '/dashboard/files', Component: FileManagerPage }],
    '/dashboard/files',
  );
}

describe('FileManagerPage', () => {
  it('groups files by order, with type, size, date and the actions each allows', async () => {
    stubFetchAnswer({
      files: [
        driveFile({ id: '1'.repeat(32) }),
        driveFile({
          id: '2'.repeat(32),
          name: 'final-cut.mp4',
          orderId: 'order-1',
          orderTitle: 'Weekly vlog #12',
          layer: 2,
          uploader: { uid: 'editor-uid', name: 'Eddie Editor' },
          canControl: false,
        }),
      ],
    });
    renderPage();
    const order = (await screen.findByRole('heading', { name: 'Weekly vlog #12' })).closest(
      'section',
    )!;
    const delivered = within(order).getByRole('row', { name: /final-cut\.mp4/ });
    expect(delivered.textContent).toContain('Delivery');
    expect(delivered.textContent).toContain('by Eddie Editor');
    expect(delivered.textContent).toContain('MP4 video');
    expect(delivered.textContent).toContain('3 MiB');
    // Files of an order cannot be removed from here.
    expect(within(delivered).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(delivered).getByRole('button', { name: 'Preview final-cut.mp4' })).toBeTruthy();

    const folder = screen.getByRole('heading', { name: 'My uploads' }).closest('section')!;
    expect(within(folder).getByRole('button', { name: 'Remove raw-footage.mp4' })).toBeTruthy();
  });

  it('says so when there are no files yet', async () => {
    stubFetchAnswer({ files: [] });
    renderPage();
    expect(await screen.findByText('No files yet')).toBeTruthy();
    expect(screen.getByLabelText('Choose videos')).toBeTruthy();
    expect(screen.getByLabelText('Choose images')).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ error: { code: 'other', message: 'Boom.' } }, 500),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'Boom.',
    );
    fetchMock.mockImplementation(async () => jsonResponse({ files: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No files yet')).toBeTruthy();
  });

  it('refuses a folder name with a slash before anything is sent', async () => {
    stubFetchAnswer({ files: [] });
    renderPage();
    fireEvent.change(screen.getByLabelText('Folder'), { target: { value: '../secrets' } });
    expect(screen.getByLabelText('Folder').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Choose videos') as HTMLInputElement).disabled).toBe(true);
  });
});
