import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateCommission, AffiliateSummary } from '../../../common/api/payments';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { AffiliateHome } from './AffiliateHome';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const commission = (id: string, buyer: string): AffiliateCommission => ({
  id,
  buyer,
  basisCents: 10_000,
  amountCents: 2_000,
  status: 'payable',
  createdAt: '2026-10-01T10:00:00.000Z',
  payableAt: '2026-10-15T10:00:00.000Z',
});

const summary = (
  commissions: AffiliateCommission[],
  nextCursor: string | null,
): AffiliateSummary => ({
  link: 'https://crewcast.example/?via=ally',
  links: [],
  funnel: { visits: 0, signups: 0, buyers: 0, visitsByPage: [] },
  payTo: null,
  signups: [],
  pending: { count: 0, cents: 0 },
  // The figures count all 101 commissions, not the pages loaded.
  payable: { count: 101, cents: 202_000 },
  paid: { count: 0, cents: 0 },
  commissions,
  nextCursor,
});

describe('the Affiliate home', () => {
  it('loads commissions past the first page while the figures stay those of all of them', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Affiliate' }));
    const fetchMock = stubApi([
      {
        path: '/api/payment/affiliate',
        answer: (url) =>
          jsonResponse(
            url.searchParams.get('cursor') === 'next-100'
              ? summary([commission('c-101', 'late-buyer')], null)
              : summary([commission('c-1', 'first-buyer')], 'next-100'),
          ),
      },
    ]);
    renderRoutes([{ path: '/h', Component: AffiliateHome }], '/h');
    expect(await screen.findByText('first-buyer')).toBeTruthy();
    expect(screen.getByTestId('commission-payable').textContent).toBe('$2,020.00');
    expect(screen.queryByText('late-buyer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more commissions' }));
    expect(await screen.findByText('late-buyer')).toBeTruthy();
    expect(screen.getByText('first-buyer')).toBeTruthy();
    expect(screen.getByTestId('commission-payable').textContent).toBe('$2,020.00');
    expect(screen.queryByRole('button', { name: 'Load more commissions' })).toBeNull();
    const asked = callsTo(fetchMock, 'GET', '/api/payment/affiliate');
    expect(asked.map((c) => c.query.cursor)).toEqual([undefined, 'next-100']);
  });
});
