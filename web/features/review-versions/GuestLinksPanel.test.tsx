import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewLink, Version } from '../../../common/api/review-versions';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { GuestLinksPanel } from './GuestLinksPanel';

const orderId = '11111111-1111-4111-8111-111111111111';
const openId = '22222222-2222-4222-8222-222222222222';
const oldId = '33333333-3333-4333-8333-333333333333';
const version: Version = {
  version: 1,
  requestId: orderId,
  state: 'pending',
  deliveredTime: '2026-12-01T10:00:00.000Z',
  frameRate: 25,
  files: [
    { fileId: 'f'.repeat(32), name: 'final.mp4', mime: 'video/mp4', kind: 'video', media: null },
  ],
};
const link = (id: string, fields: Partial<ReviewLink> = {}): ReviewLink => ({
  id,
  requestId: orderId,
  fileId: 'f'.repeat(32),
  version: 1,
  createdTime: '2026-12-01T10:00:00.000Z',
  expiresTime: '2099-12-08T10:00:00.000Z',
  revokedTime: null,
  hasPassword: false,
  allowDownload: false,
  downloadRendition: 'proxy',
  views: [],
  ...fields,
});

let links: ReviewLink[] = [];
let fetchMock: ReturnType<typeof stubApi>;
const writeText = vi.fn(() => Promise.resolve());
beforeEach(() => {
  saveLogin(loginAnswer());
  links = [link(oldId, { revokedTime: '2026-12-02T10:00:00.000Z' })];
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  fetchMock = stubApi([
    { path: `/api/review-links/of/${orderId}`, answer: () => jsonResponse({ links }) },
    {
      method: 'POST',
      path: '/api/review-links',
      answer: () => {
        links = [link(openId), ...links];
        return jsonResponse({ link: links[0], token: 'T'.repeat(32) });
      },
    },
    {
      method: 'POST',
      path: /^\/api\/review-links\/.+\/revoke$/,
      answer: () => {
        links = links.map((l) =>
          l.id === openId ? { ...l, revokedTime: '2026-12-03T10:00:00.000Z' } : l,
        );
        return jsonResponse({ ok: true });
      },
    },
  ]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const Panel = () => <GuestLinksPanel orderId={orderId} versions={[version]} />;

describe('guest links', () => {
  it('copies the new link, revokes only after a confirmation, and then hides its address', async () => {
    renderRoutes([{ path: '/', Component: Panel }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    const url = await screen.findByTestId('guest-url');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Copied.');
    expect(writeText).toHaveBeenCalledWith(url.textContent);

    const open = await screen.findByRole('list', { name: 'Open links' });
    fireEvent.click(
      await waitFor(() => screen.getByRole('button', { name: /^Revoke the v1 link/ })),
    );
    // The first click only asks.
    expect(callsTo(fetchMock, 'POST', `/api/review-links/${openId}/revoke`)).toHaveLength(0);
    expect(open.textContent).toContain('Guests lose access at once');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: /^Revoke the v1 link/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Revoke now/ }));
    await screen.findByText(/Revoked the v1 link/);
    expect(callsTo(fetchMock, 'POST', `/api/review-links/${openId}/revoke`)).toHaveLength(1);
    expect(screen.queryByTestId('guest-url')).toBeNull();
  });

  it('folds ended links away until asked', async () => {
    renderRoutes([{ path: '/', Component: Panel }], '/');
    const toggle = await screen.findByRole('button', { name: 'Show 1 ended link' });
    expect(screen.getByText('No open links.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Ended links' })).toBeNull();
    fireEvent.click(toggle);
    const ended = screen.getByRole('list', { name: 'Ended links' });
    expect(ended.textContent).toMatch(/Revoked/);
    expect(screen.getByRole('button', { name: 'Hide 1 ended link' })).toBeTruthy();
  });
});
