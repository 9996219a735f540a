import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPublishing, Publication } from '../../../common/api/publishing';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { PublishPanel } from './PublishPanel';

const orderId = '11111111-1111-4111-8111-111111111111';
const path = `/api/youtube/orders/${orderId}`;

const publication = (over: Partial<Publication> = {}): Publication => ({
  id: '22222222-2222-4222-8222-222222222222',
  requestId: orderId,
  title: 'Speedrun highlights',
  visibility: 'unlisted',
  publishAt: null,
  state: 'uploading',
  bytesSent: 500,
  size: 1000,
  youtubeVideoId: null,
  videoUrl: null,
  thumbnail: 'pending',
  error: null,
  canRetry: false,
  sandbox: false,
  createdAt: '2026-12-07T12:00:00.000Z',
  publishedAt: null,
  figures: [],
  analytics: [],
  ...over,
});

const offer = (publications: Publication[], connected = true): OrderPublishing => ({
  requestId: orderId,
  title: 'Speedrun highlights',
  video: { fileId: 'v1', name: 'final.mp4', size: 1000 },
  thumbnails: [{ fileId: 't1', name: 'thumb.png', size: 200 }],
  consent: {
    connected,
    results: false,
    grantedAt: connected ? '2026-12-07T11:00:00.000Z' : null,
    sandbox: false,
  },
  publications,
});

beforeEach(() => saveLogin(loginAnswer({ useraccounttype: 'Partner' })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const show = () =>
  renderRoutes(
    [{ path: '/', Component: () => <PublishPanel orderId={orderId} timeZone="UTC" /> }],
    '/',
  );

describe('Publish to YouTube on an accepted edit', () => {
  it('publishes with the form’s values and the artist’s thumbnail', async () => {
    let published: Publication[] = [];
    const fetchMock = stubApi([
      { path, answer: () => jsonResponse(offer(published)) },
      {
        method: 'POST',
        path: `${path}/publications`,
        answer: () => {
          published = [publication({ state: 'queued', bytesSent: 0 })];
          return jsonResponse(published[0]);
        },
      },
    ]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to YouTube' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to YouTube' });
    expect(dialog).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'speedrun, games' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Waiting to upload…');
    const [sent] = callsTo(fetchMock, 'POST', `${path}/publications`);
    expect(sent?.body).toMatchObject({
      title: 'Speedrun highlights',
      tags: ['speedrun', 'games'],
      categoryId: '20',
      visibility: 'private',
      thumbnailFileId: 't1',
    });
  });

  it('shows the progress, and a stopped upload’s reason with Retry', async () => {
    stubApi([
      {
        path,
        answer: () =>
          jsonResponse(
            offer([publication({ state: 'failed', error: 'youtube_quota', canRetry: true })]),
          ),
      },
    ]);
    show();
    expect(await screen.findByText(/daily upload allowance/)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      '50% of the video sent',
    );
    expect(screen.getByRole('button', { name: 'Retry upload' })).toBeTruthy();
  });

  it('shows a video that is up when its thumbnail step stopped, with Retry and no second publish', async () => {
    stubApi([
      {
        path,
        answer: () =>
          jsonResponse(
            offer([
              publication({
                state: 'failed',
                error: 'youtube_quota',
                canRetry: true,
                bytesSent: 1000,
                youtubeVideoId: 'abc123def45',
                videoUrl: 'https://www.youtube.com/watch?v=abc123def45',
              }),
            ]),
          ),
      },
    ]);
    show();
    expect(await screen.findByText('On YouTube, thumbnail not set')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=abc123def45',
    );
    expect(screen.getByText(/daily upload allowance/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry the thumbnail' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish again' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks for the upload permission first', async () => {
    stubApi([{ path, answer: () => jsonResponse(offer([], false)) }]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to YouTube' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Allow uploads to YouTube' })).toBeTruthy(),
    );
  });

  it('shows a published video’s figures over the days', async () => {
    const figures = [
      { day: '2026-12-07', views: 1200, likes: 80, comments: 7 },
      { day: '2026-12-08', views: 5400, likes: 300, comments: 21 },
    ];
    stubApi([
      {
        path,
        answer: () =>
          jsonResponse(
            offer([
              publication({
                state: 'published',
                bytesSent: 1000,
                youtubeVideoId: 'abc123def45',
                videoUrl: 'https://www.youtube.com/watch?v=abc123def45',
                thumbnail: 'set',
                publishedAt: '2026-12-07T12:00:00.000Z',
                figures,
              }),
            ]),
          ),
      },
    ]);
    show();
    expect(
      await screen.findByRole('img', { name: 'Views over 2 days, from 1,200 to 5,400' }),
    ).toBeTruthy();
    expect(screen.getByText(/5,400 views · 300 likes · 21 comments/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=abc123def45',
    );
  });

  it('says what is missing without the results consent, and shows the Analytics figures with it', async () => {
    const base = {
      state: 'published' as const,
      bytesSent: 1000,
      youtubeVideoId: 'abc123def45',
      publishedAt: '2026-12-07T12:00:00.000Z',
      figures: [{ day: '2026-12-07', views: 1200, likes: 80, comments: 7 }],
    };
    let answer = offer([publication(base)]);
    stubApi([{ path, answer: () => jsonResponse(answer) }]);
    show();
    expect(await screen.findByText(/impressions and click-through rate are missing/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow reading results' })).toBeTruthy();
    cleanup();

    const day = { day: '2026-12-07', views: 100, minutesWatched: 300, averageViewSeconds: 180 };
    answer = offer([
      publication({
        ...base,
        analytics: [
          { ...day, impressions: 1000, impressionsCtr: 0.04 },
          { ...day, day: '2026-12-08', impressions: 3000, impressionsCtr: 0.1 },
        ],
      }),
    ]);
    answer.consent.results = true;
    show();
    // Weighted by impressions: 340 clicks of 4,000.
    expect(await screen.findByText('8.5%')).toBeTruthy();
    expect(screen.getAllByText('3:00')).toHaveLength(3); // the summary and both days
    expect(screen.getByText('10.0 h')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow reading results' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'CTR' })).toBeTruthy();
  });
});
