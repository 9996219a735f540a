import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyGamesResponse } from '../../../common/api/games';
import { decayCurve } from '../../../common/ownership';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { describeCurve } from './DecayChart';
import { GamesPage } from './GamesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const curve = (month: string, status: 'confirmed' | 'projected', start: number, floor: number) => ({
  month,
  status,
  startBp: start,
  floorBp: floor,
  days: decayCurve(start, floor, month),
});

const page: MyGamesResponse = {
  today: '2026-11-16',
  month: '2026-11',
  openMonth: '2026-11',
  terms: { label: 'Standard', minBp: 100, maxBp: 2000, partnerships: 1, used: 1 },
  games: [
    {
      gameId: 'astral',
      since: '2026-10-01T09:00:00.000Z',
      todayBp: 1066,
      thisMonth: curve('2026-11', 'confirmed', 2100, 100),
      nextMonth: curve('2026-12', 'projected', 575, 100),
      approvedVideos: 2,
      pendingVideos: 1,
      videos: [],
    },
  ],
  available: [
    { gameId: 'astral', partners: 2, partnered: true, refusal: 'partnership_exists' },
    { gameId: 'listen', partners: 0, partnered: false, refusal: 'partnership_limit' },
  ],
};

function show() {
  saveLogin(loginAnswer());
  return renderRoutes([{ path: '/dashboard/games', Component: GamesPage }], '/dashboard/games');
}

describe('describeCurve', () => {
  it('says where the share starts, where it ends and what it is today', () => {
    expect(describeCurve(curve('2026-11', 'confirmed', 2100, 100), 16)).toBe(
      'Starts at 21% on 1 November and falls evenly to 1% on 30 November. Today (16 November): 10.66%.',
    );
    expect(describeCurve(curve('2026-12', 'confirmed', 100, 100))).toBe(
      'Stays at 1% from 1 December to 31 December.',
    );
  });
});

describe('GamesPage', () => {
  it("shows today's share, both months as described charts, and what cannot be partnered", async () => {
    stubApi([{ path: '/api/games/mine', answer: () => jsonResponse(page) }]);
    show();
    const card = (await screen.findByRole('heading', { name: 'Astral' })).closest('li')!;
    expect(within(card).getByTestId('today-astral').textContent).toBe('10.66%');
    const thisMonth = within(card).getByRole('img', { name: /Astral, this month/ });
    expect(thisMonth.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(thisMonth.getAttribute('aria-describedby')!)?.textContent,
    ).toMatch(/^Starts at 21% on 1 November .* Today \(16 November\): 10.66%\.$/);
    expect(within(card).getByRole('img', { name: /Astral, next month/ })).toBeTruthy();
    expect(within(card).getByText('2 approved · 1 waiting')).toBeTruthy();
    expect(screen.getByText(/Your Standard plan: 1%–20% of a game’s pool/)).toBeTruthy();
    const listen = screen.getByRole('button', { name: 'Partner with Listen' });
    expect((listen as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Your plan’s partnerships are all in use.')).toBeTruthy();
  });

  it('checks the Boost form with the common schema and shows the server’s field errors', async () => {
    const fetchMock = stubApi([
      { path: '/api/games/mine', answer: () => jsonResponse(page) },
      {
        method: 'POST',
        path: '/api/games/astral/boosts',
        answer: () =>
          jsonResponse(
            {
              error: {
                code: 'video_already_submitted',
                message:
                  'A video in this form was already submitted for Astral; each video counts once.',
                fieldErrors: { 'videos.0.url': 'This video was already submitted for Astral.' },
              },
            },
            409,
          ),
      },
    ]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Boost Astral' }));
    const dialog = screen.getByRole('dialog', { name: 'Boost Astral' });
    fireEvent.change(within(dialog).getByLabelText('Video link 1'), {
      target: { value: 'https://youtu.be/dQw4w9WgXc' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(
      await within(dialog).findByText(/A YouTube video id has 11 characters; “dQw4w9WgXc” has 10/),
    ).toBeTruthy();
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/games/astral/boosts')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Video link 1'), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Published on (video 1)'), {
      target: { value: '2026-11-10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(
      await within(dialog).findByText('This video was already submitted for Astral.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/games/astral/boosts')[0]?.body).toEqual({
        videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', publishedOn: '2026-11-10' }],
        note: '',
      }),
    );
  });

  it('tells staff that partnerships are for Partners and Affiliates', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Production' }));
    renderRoutes([{ path: '/dashboard/games', Component: GamesPage }], '/dashboard/games');
    expect(
      await screen.findByText(/Game partnerships are for Partners and Affiliates/),
    ).toBeTruthy();
  });
});
