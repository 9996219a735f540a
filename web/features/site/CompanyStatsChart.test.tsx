import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteRoutes } from '../../../common/api/site';
import { jsonResponse } from '../../test/render';
import { CompanyStatsChart } from './CompanyStatsChart';
import { companyStatsUrl } from './company-stats-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stats = [
  { key: 'Partners', value: 64, unit: '' },
  { key: 'Views', value: 18_400_000, unit: '' },
  { key: 'Payouts', value: 1_250_000, unit: '$' },
];

const bars = () => screen.queryAllByRole('button');
// The name is the bar's own text, 'Payouts: $1.25m' (the test DOM may space the colon).
const bar = (key: string, figure: string) =>
  new RegExp(`^${key}\\s*:\\s*${figure.replace(/[$.]/g, '\\$&')}$`);

describe('CompanyStatsChart', () => {
  it('asks the route of the contract', () => {
    expect(companyStatsUrl).toBe(`${siteRoutes.stats.path}?name=CompanyStats`);
  });

  it('draws a bar per figure, abbreviated, with Payouts active by default', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(stats))),
    );
    render(<CompanyStatsChart />);
    expect(screen.getByText('Loading figures…')).toBeTruthy();
    const payouts = await screen.findByRole('button', { name: bar('Payouts', '$1.25m') });
    expect(payouts.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('button', { name: bar('Views', '18.40m') }).getAttribute('aria-pressed'),
    ).toBe('false');
    const heights = screen
      .getAllByTestId('stat-bar')
      .map((bar) => (bar as HTMLElement).style.height);
    expect(heights).toEqual(['108px', '400px', '366px']);
    expect(screen.getByText('$1,250,000 since January 2025')).toBeTruthy();
  });

  it('makes the picked bar active', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(stats))),
    );
    render(<CompanyStatsChart />);
    fireEvent.click(await screen.findByRole('button', { name: bar('Partners', '64') }));
    expect(
      screen.getByRole('button', { name: bar('Partners', '64') }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('64 since January 2025')).toBeTruthy();
  });

  it("logs 'Download Failed! Error' and shows an error state with a retry", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'other', message: 'x' } }, 500))
      .mockResolvedValueOnce(jsonResponse(stats));
    vi.stubGlobal('fetch', fetchMock);
    render(<CompanyStatsChart />);
    expect(await screen.findByText('We could not load our figures.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Download Failed! Error', expect.any(Error));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: bar('Payouts', '$1.25m') })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an answer that is not a list of figures as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse([{ key: 'Views' }]))),
    );
    render(<CompanyStatsChart />);
    expect(await screen.findByText('We could not load our figures.')).toBeTruthy();
  });

  it('says so when no figure is published yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse([]))),
    );
    render(<CompanyStatsChart />);
    expect(await screen.findByText('Our figures will be published here soon.')).toBeTruthy();
    await waitFor(() => expect(bars()).toHaveLength(0));
  });
});
