import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCommission } from '../../../common/api/payments';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, errorAnswer, stubApi } from '../../test/stub-api';
import { CommissionsPage } from './CommissionsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const commission = (id: string, buyer: string): AdminCommission => ({
  id,
  buyer,
  basisCents: 10_000,
  amountCents: 1_000,
  status: 'payable',
  createdAt: '2026-10-01T10:00:00.000Z',
  payableAt: '2026-10-15T10:00:00.000Z',
  affiliate: 'ally',
  affiliateEmail: 'ally@example.com',
  payTo: null,
  sessionId: `cs_${id}`,
  paidAt: null,
  reversedAt: null,
});

describe('the Admin commission list', () => {
  it('loads commissions past the first page, and the total stays that of the whole state', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin' }));
    const total = { count: 101, cents: 101_000 };
    const fetchMock = stubApi([
      {
        path: '/api/payment/commissions',
        answer: (url) =>
          url.searchParams.get('cursor') === 'next-100'
            ? jsonResponse({
                commissions: [commission('c-101', 'late-buyer')],
                total,
                nextCursor: null,
              })
            : jsonResponse({
                commissions: [commission('c-1', 'first-buyer')],
                total,
                nextCursor: 'next-100',
              }),
      },
    ]);
    renderRoutes([{ path: '/c', Component: CommissionsPage }], '/c');
    expect(await screen.findByText('first-buyer')).toBeTruthy();
    expect(screen.getByText('101 commissions')).toBeTruthy();
    expect(screen.queryByText('late-buyer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more commissions' }));
    expect(await screen.findByText('late-buyer')).toBeTruthy();
    expect(screen.getByText('first-buyer')).toBeTruthy();
    expect(screen.getByText('101 commissions')).toBeTruthy();
    expect(screen.getByTestId('commissions-total').textContent).toBe('$1,010.00');
    expect(screen.queryByRole('button', { name: 'Load more commissions' })).toBeNull();
    const asked = callsTo(fetchMock, 'GET', '/api/payment/commissions');
    expect(asked.map((c) => c.query.cursor)).toEqual([undefined, 'next-100']);
  });

  it('warns that the monthly run pays commissions too, and shows the refusal of one it holds', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin' }));
    stubApi([
      {
        path: '/api/payment/commissions',
        answer: () =>
          jsonResponse({
            commissions: [commission('c-1', 'first-buyer')],
            total: { count: 1, cents: 1000 },
            nextCursor: null,
          }),
      },
      {
        method: 'POST',
        path: '/api/payment/commissions/paid',
        answer: () =>
          errorAnswer(409, 'commission_in_statement', 'In the November 2026 pay statements.', {
            text: 'Open Payouts',
            href: '/dashboard/manage/payouts',
          }),
      },
    ]);
    renderRoutes([{ path: '/c', Component: CommissionsPage }], '/c');
    expect(await screen.findByText('first-buyer')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Affiliate' })).toBeTruthy();
    const mark = screen.getByRole('button', { name: /Mark selected paid/ });
    expect(mark.getAttribute('aria-describedby')).toBe('mark-paid-note');
    expect(document.getElementById('mark-paid-note')?.textContent).toContain(
      'Closing a month on Payouts pays',
    );
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Mark selected paid/ }));
    expect(await screen.findByText('In the November 2026 pay statements.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Payouts' })).toBeTruthy();
  });
});
