import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Version } from '../../../common/api/review-versions';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { VersionNotes } from './VersionNotes';

const orderId = '11111111-1111-4111-8111-111111111111';
const version: Version = {
  version: 1,
  requestId: orderId,
  state: 'pending',
  deliveredTime: '2026-12-01T10:00:00.000Z',
  frameRate: 25,
  files: [],
};
const note = {
  id: '22222222-2222-4222-8222-222222222222',
  requestId: orderId,
  fileId: 'f'.repeat(32),
  version: 1,
  author: { name: 'Pat Partner', userId: 'u1', guest: false },
  frame: 100,
  frameOut: 125,
  fps: { num: 25, den: 1 },
  timecode: '00:00:04:00',
  timecodeOut: '00:00:05:00',
  drawing: null,
  body: 'Logo too small.',
  state: 'open',
  answer: null,
  doneBy: null,
  askedInRequestId: null,
  doneInRequestId: null,
  createdAt: '2026-12-01T11:00:00.000Z',
  editedAt: null,
  replies: [],
};

beforeEach(() => {
  saveLogin(loginAnswer());
  stubApi([
    {
      path: `/api/review/versions/${orderId}/notes`,
      answer: () =>
        jsonResponse({
          requestId: orderId,
          version: 1,
          title: 'Order',
          notes: [note],
          asked: [],
          resolved: [],
          counts: { open: 1, done: 0 },
          askedCounts: { open: 0, done: 0 },
        }),
    },
  ]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the notes on the compare page', () => {
  it('lists the version’s notes and seeks to one on a click', async () => {
    const onSeek = vi.fn();
    renderRoutes(
      [{ path: '/', Component: () => <VersionNotes version={version} onSeek={onSeek} /> }],
      '/',
    );
    const list = await screen.findByRole('region', { name: 'Notes on v1' });
    expect(list.textContent).toContain('Logo too small.');
    fireEvent.click(screen.getByRole('button', { name: '00:00:04:00–00:00:05:00' }));
    expect(onSeek).toHaveBeenCalledWith(100, { num: 25, den: 1 });
  });
});
