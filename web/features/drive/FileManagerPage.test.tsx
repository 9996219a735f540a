import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriveFile } from '../../../common/api/drive';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes, stubFetchAnswer } from '../../test/render';
import { errorAnswer, stubApi } from '../../test/stub-api';
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

  const draftId = '0b6f1a52-3333-4000-8000-000000000001';
  const draftFiles = {
    files: [
      driveFile({
        folderId: draftId,
        folderName: '2026-11-20 10:00:00 UTC',
        folderTitle: 'Astral Ep 12',
        folderOwnerId: me,
        draftExpiresAt: '2026-11-27T10:00:00.000Z',
      }),
    ],
  };

  it('says at once why a folder in use cannot go, without asking to confirm first', async () => {
    stubApi([
      { path: '/api/drive/files', answer: () => jsonResponse(draftFiles) },
      {
        path: `/api/drive/folders/${draftId}/removal`,
        answer: () =>
          errorAnswer(409, 'folder_in_use', 'An order in progress still uses this folder.'),
      },
    ]);
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Draft — Astral Ep 12' });
    const draft = heading.closest('section')!;
    fireEvent.click(
      within(draft).getByRole('button', { name: 'Delete folder Draft — Astral Ep 12' }),
    );
    expect((await within(draft).findByRole('alert')).textContent).toContain('order in progress');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names a draft after its video, says when it goes, and deletes the whole folder after asking', async () => {
    const fetchMock = stubApi([
      { path: '/api/drive/files', answer: () => jsonResponse(draftFiles) },
      {
        path: `/api/drive/folders/${draftId}/removal`,
        answer: () => jsonResponse({ files: 1 }),
      },
      {
        method: 'DELETE',
        path: `/api/drive/folders/${draftId}`,
        answer: () => jsonResponse({ ok: true }),
      },
    ]);
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Draft — Astral Ep 12' });
    const draft = heading.closest('section')!;
    expect(draft.textContent).toContain('Drafts not ordered are removed after 7 days');
    expect(draft.textContent).not.toContain('2026-11-20 10:00:00 UTC');
    fireEvent.click(
      within(draft).getByRole('button', { name: 'Delete folder Draft — Astral Ep 12' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Draft — Astral Ep 12?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith('/api/drive/folders/0b6f1a52-3333-4000-8000-000000000001') &&
            (init as RequestInit | undefined)?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('shows a revision as v2 of the same order, raw footage without a version, and a thumbnail reference as an image', async () => {
    const chain = 'video-1:Edit';
    stubFetchAnswer({
      files: [
        driveFile({
          id: '1'.repeat(32),
          orderId: 'o1',
          orderTitle: 'Astral Ep 12 (Edit)',
          orderVersion: 1,
          orderChain: chain,
        }),
        driveFile({
          id: '2'.repeat(32),
          name: 'cut-v2.mp4',
          layer: 2,
          orderId: 'o2',
          orderTitle: 'Astral Ep 12 (Edit)',
          orderVersion: 2,
          orderChain: chain,
        }),
        driveFile({
          id: '3'.repeat(32),
          name: 'reference.png',
          mime: 'image/png',
          kind: 'image',
          orderId: 'o3',
          orderTitle: 'Astral Ep 12 (Thumbnail)',
          orderVersion: 1,
          orderChain: 'video-1:Thumbnail',
        }),
      ],
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Astral Ep 12 (Thumbnail)' });
    expect(screen.getAllByRole('heading', { name: 'Astral Ep 12 (Edit)' })).toHaveLength(1);
    expect(screen.getByRole('row', { name: /cut-v2\.mp4/ }).textContent).toContain('Revision v2');
    // Raw footage is what the Partner sent, not a version of the delivery.
    const raw = screen.getByRole('row', { name: /raw-footage\.mp4/ });
    expect(raw.textContent).toContain('Raw footage');
    expect(raw.textContent).not.toMatch(/\bv1\b/);
    const reference = screen.getByRole('row', { name: /reference\.png/ });
    expect(reference.textContent).toContain('Reference image');
    expect(reference.textContent).not.toContain('Raw footage');
  });
});
