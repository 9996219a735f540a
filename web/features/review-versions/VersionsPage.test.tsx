import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '../../../common/api/contract';
import {
  reviewVersionRoutes,
  type Version,
  type VersionsResponse,
} from '../../../common/api/review-versions';
import { dashboardPaths } from '../../../common/paths';
import { saveLogin } from '../../app/session';
import { dashboardPages } from '../../../common/page-routes';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { errorAnswer, stubApi, type StubRoute } from '../../test/stub-api';
import { VersionsPage } from './VersionsPage';

// The page watches the review's room on the app's socket; here it is a socket that is never up.
vi.mock('../../lib/socket', () => ({
  holdSocket: () => ({
    socket: { connected: false, on: () => {}, off: () => {}, emit: () => {} },
    release: () => {},
  }),
  onReconnected: () => () => {},
}));

const orderId = '7f1c2d3e-0000-4000-8000-000000000001';

const version = (n: number, state: Version['state']): Version => ({
  version: n,
  requestId: `7f1c2d3e-0000-4000-8000-00000000000${n}`,
  state,
  deliveredTime: `2026-11-0${n}T10:00:00.000Z`,
  frameRate: 25,
  files: [
    {
      fileId: `file-${n}`,
      name: `cut-v${n}.mp4`,
      mime: 'video/mp4',
      kind: 'video',
      media: null,
    },
  ],
});

const answer = (versions: Version[]): VersionsResponse => ({
  requestId: orderId,
  title: 'Speedrun highlights',
  clientUid: 'pat',
  versions,
});

/** The media facts of the asked files: read, with a review proxy for those in `proxied`. */
const factsRoute = (proxied: string[]): StubRoute => ({
  method: 'POST',
  path: '/api/media/facts',
  answer: (_url, body) =>
    jsonResponse({
      facts: (body as { fileIds: string[] }).fileIds.map((fileId) => ({
        fileId,
        state: 'ready',
        frameRate: 25,
        frameRateFraction: { num: 25, den: 1 },
        durationMs: 2000,
        width: 1920,
        height: 1080,
        posterUrl: null,
        sprite: null,
        proxyUrl: proxied.includes(fileId) ? `/api/media/proxy/${fileId}?access=signed` : null,
      })),
    }),
});

const stub = (versions: StubRoute['answer'], more: StubRoute[] = []) =>
  stubApi([
    ...more,
    { path: fillPath(reviewVersionRoutes.versions.path, { requestId: orderId }), answer: versions },
    {
      path: fillPath(reviewVersionRoutes.links.path, { requestId: orderId }),
      answer: () => jsonResponse({ links: [] }),
    },
    {
      path: /^\/api\/drive\/link\//,
      answer: (url) =>
        jsonResponse({ url: `${url.pathname}?signed=1`, expiresAt: '2026-12-01T00:00:00.000Z' }),
    },
  ]);
const render = () =>
  renderRoutes(
    [{ path: dashboardPages.versions, Component: VersionsPage }],
    dashboardPaths.versions(orderId),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the versions page', () => {
  beforeEach(() => saveLogin(loginAnswer({ useraccounttype: 'Partner', useruid: 'pat' })));

  it("says 'Loading..' while the versions load", async () => {
    stub(() => new Promise<Response>(() => {}));
    render();
    await screen.findByRole('heading', { name: 'Versions' });
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain('Loading...');
  });

  it('says so when nothing has been delivered on the order yet', async () => {
    stub(() => jsonResponse(answer([])));
    render();
    expect(await screen.findByText('Nothing has been delivered on this order yet.')).toBeTruthy();
    expect(screen.queryByLabelText('Version')).toBeNull();
  });

  it("shows the server's message, with no Try again, when the order does not exist", async () => {
    stub(() => errorAnswer(404, 'not_found', 'This order could not be found.'));
    render();
    expect(await screen.findByText('This order could not be found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('plays the newest version first and offers every version with its state', async () => {
    stub(() => jsonResponse(answer([version(1, 'revisions_needed'), version(2, 'pending')])));
    render();
    expect(await screen.findByText('Speedrun highlights')).toBeTruthy();
    const picker = screen.getByLabelText('Version') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'v1 · Revisions needed',
      'v2 · Pending',
    ]);
    expect(picker.value).toBe('1');
    expect(await screen.findByLabelText('Left: v2, cut-v2.mp4')).toBeTruthy();
    expect(screen.getByText('v2: 25 fps')).toBeTruthy();
  });

  it('streams each version’s review proxy once made, the original until then, in both views', async () => {
    stub(
      () => jsonResponse(answer([version(1, 'revisions_needed'), version(2, 'pending')])),
      [factsRoute(['file-2'])],
    );
    render();
    fireEvent.change(await screen.findByLabelText('View'), { target: { value: 'side' } });
    const sources = () =>
      ['Left: v2, cut-v2.mp4', 'Right: v1, cut-v1.mp4'].map((label) => {
        const video = screen.getByLabelText(label) as HTMLVideoElement;
        return [video.getAttribute('src'), video.dataset.source];
      });
    const expected = [
      ['/api/media/proxy/file-2?access=signed', 'proxy'],
      ['/api/drive/link/file-1?signed=1', 'original'],
    ];
    await waitFor(() => expect(sources()).toEqual(expected));
    expect(
      screen.getByText('Playing the original file while a lighter review copy is made.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('View'), { target: { value: 'wipe' } });
    await waitFor(() => expect(sources()).toEqual(expected));
  });

  it('says nothing of the original when every version plays its proxy', async () => {
    stub(
      () => jsonResponse(answer([version(1, 'revisions_needed'), version(2, 'pending')])),
      [factsRoute(['file-1', 'file-2'])],
    );
    render();
    fireEvent.change(await screen.findByLabelText('View'), { target: { value: 'side' } });
    await waitFor(() =>
      expect(
        (screen.getByLabelText('Right: v1, cut-v1.mp4') as HTMLVideoElement).dataset.source,
      ).toBe('proxy'),
    );
    expect(screen.queryByText(/Playing the original file/)).toBeNull();
  });

  it('never reads out a frame past the last one when the video has played to its end', async () => {
    stub(() => jsonResponse(answer([version(1, 'pending')])));
    render();
    const video = (await screen.findByLabelText('Left: v1, cut-v1.mp4')) as HTMLVideoElement;
    // Two seconds at 25 fps are frames 0 to 49; at its end the video reports 2 s.
    Object.defineProperty(video, 'duration', { value: 2, configurable: true });
    Object.defineProperty(video, 'currentTime', { value: 2, configurable: true, writable: true });
    await act(() => fireEvent(video, new Event('loadedmetadata')));
    await act(() => fireEvent(video, new Event('timeupdate')));
    expect(screen.getByTestId('playhead').textContent).toBe('Frame 49 · 00:00:01:24');
  });
});
