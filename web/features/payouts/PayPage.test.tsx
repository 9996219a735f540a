import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyPayResponse } from '../../../common/api/payouts';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { PayPage } from './PayPage';

const statement = {
  id: 'PO202610ABCDEFGHIJ',
  period: '2026-10',
  payee: { uid: 'u1', username: 'editor', kind: 'staff' as const },
  method: 'PayPal' as const,
  account: 'editor@pay.example',
  walletAddedLater: false,
  currency: 'USD',
  totalCents: 5250,
  status: 'paid' as const,
  paidAt: '2026-11-03T10:00:00.000Z',
  paidReference: 'PP-BATCH-42',
};

function stub(pay: MyPayResponse) {
  stubApi([
    { path: '/api/payouts/mine', answer: () => jsonResponse(pay) },
    {
      path: '/api/payment/fulfillment/earnings',
      answer: () => jsonResponse({ month: '2026-11', totalCents: 0, items: [] }),
    },
  ]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PayPage', () => {
  beforeEach(() => saveLogin(loginAnswer({ useraccounttype: 'Production', useruid: 'u1' })));

  it('shows a staff member their tier’s rates and their paid statement with its reference', async () => {
    stub({
      rates: {
        tier: 2,
        videoEditPer10MinCents: 1500,
        shortPer60sCents: 750,
        thumbnailCents: 500,
        minimumPerOrderCents: 500,
      },
      statements: [statement],
    });
    renderRoutes([{ path: '/', Component: PayPage }], '/');
    expect(await screen.findByText('Your pay rules · Tier 2')).toBeTruthy();
    expect(screen.getByText('$15.00')).toBeTruthy();
    const row = screen.getByRole('link', { name: 'Statement October 2026' }).closest('tr')!;
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText(/PP-BATCH-42/)).toBeTruthy();
    expect(within(row).getByText('$52.50')).toBeTruthy();
    expect(
      await screen.findByText('No delivered jobs in ' + new Date().toISOString().slice(0, 7) + '.'),
    ).toBeTruthy();
  });

  it('shows an Affiliate no rates and says when statements will come', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Affiliate', useruid: 'u2' }));
    stub({ rates: null, statements: [] });
    renderRoutes([{ path: '/', Component: PayPage }], '/');
    expect(await screen.findByText(/No statements yet/)).toBeTruthy();
    expect(screen.queryByText(/Your pay rules/)).toBeNull();
  });
});
