import { cleanup, screen } from '@testing-library/react';
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

const stub = (versions: StubRoute['answer']) =>
  stubApi([
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
});
