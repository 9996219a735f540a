import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '../../../common/api/contract';
import {
  payoutRoutes,
  type PeriodsResponse,
  type PeriodView,
  type StatementSummary,
} from '../../../common/api/payouts';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, errorAnswer, stubApi, type StubRoute } from '../../test/stub-api';
import { PayoutsPage } from './PayoutsPage';

const statement: StatementSummary = {
  id: 'PO202610ABCDEFGHIJ',
  period: '2026-10',
  payee: { uid: 'u1', username: 'edna', kind: 'staff' },
  method: 'PayPal',
  account: 'edna@pay.example',
  walletAddedLater: false,
  currency: 'USD',
  totalCents: 5250,
  status: 'pending',
  paidAt: null,
  paidReference: null,
};

const october: PeriodView = {
  period: '2026-10',
  startsAt: '2026-10-01T00:00:00.000Z',
  endsAt: '2026-11-01T00:00:00.000Z',
  closedAt: '2026-11-02T09:00:00.000Z',
  totalCents: 5250,
  totals: [{ method: 'PayPal', count: 1, cents: 5250, unpaidCount: 1, unpaidCents: 5250 }],
  statements: [statement],
};

const periodRow = {
  period: '2026-10',
  closedAt: october.closedAt,
  statementCount: 1,
  paidCount: 0,
  totalCents: 5250,
};

const periods = (list: PeriodsResponse['periods']): PeriodsResponse => ({
  lastFinished: '2026-11',
  periods: list,
});

const stub = (answers: { periods: StubRoute['answer']; october?: StubRoute['answer'] }) =>
  stubApi([
    { path: payoutRoutes.periods.path, answer: answers.periods },
    {
      path: fillPath(payoutRoutes.period.path, { period: '2026-10' }),
      answer: answers.october ?? (() => jsonResponse(october)),
    },
  ]);
const render = () => renderRoutes([{ path: '/', Component: PayoutsPage }], '/');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the payouts page', () => {
  beforeEach(() => saveLogin(loginAnswer({ useraccounttype: 'Admin', useruid: 'admin-1' })));

  it("says 'Loading..' while the periods load", async () => {
    stub({ periods: () => new Promise<Response>(() => {}) });
    render();
    await screen.findByRole('heading', { name: 'Payouts' });
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain('Loading...');
  });

  it('offers to close the last finished month when no period is closed yet', async () => {
    stub({ periods: () => jsonResponse(periods([])) });
    render();
    const month = (await screen.findByLabelText('Pay period')) as HTMLInputElement;
    expect(month.value).toBe('2026-11');
    expect(screen.getByRole('button', { name: 'Close period…' })).toBeTruthy();
    expect(screen.queryByLabelText('Closed period')).toBeNull();
  });

  it("shows the server's message and a way to try again when the periods cannot be read", async () => {
    stub({ periods: () => errorAnswer(503, 'service_unavailable', 'Crewcast is busy.') });
    render();
    expect(await screen.findByText('Crewcast is busy.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the newest closed period with its method totals and every statement', async () => {
    stub({
      periods: () =>
        jsonResponse(
          periods([
            {
              period: '2026-10',
              closedAt: october.closedAt,
              statementCount: 1,
              paidCount: 0,
              totalCents: 5250,
            },
          ]),
        ),
    });
    render();
    expect(
      await screen.findByRole('heading', { name: 'October 2026: $52.50 in 1 statement' }),
    ).toBeTruthy();
    expect(screen.getByTestId('method-PayPal')).toBeTruthy();
    const row = screen.getByRole('link', { name: 'edna' }).closest('tr')!;
    expect(within(row).getByText('$52.50')).toBeTruthy();
    const picker = screen.getByLabelText('Closed period') as HTMLSelectElement;
    expect(picker.value).toBe('2026-10');
  });

  it('offers a paid method’s file again, and no second payment', async () => {
    const paid: PeriodView = {
      ...october,
      totals: [{ method: 'PayPal', count: 1, cents: 5250, unpaidCount: 0, unpaidCents: 0 }],
    };
    const fetchMock = stubApi([
      { path: payoutRoutes.periods.path, answer: () => jsonResponse(periods([periodRow])) },
      {
        path: fillPath(payoutRoutes.period.path, { period: '2026-10' }),
        answer: () => jsonResponse(paid),
      },
      {
        path: fillPath(payoutRoutes.exportBatch.path, { period: '2026-10' }),
        answer: () => new Response('a,b\r\n', { headers: { 'content-type': 'text/csv' } }),
      },
    ]);
    render();
    const card = await screen.findByTestId('method-PayPal');
    expect(within(card).queryByRole('button', { name: 'Mark PayPal paid…' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Download paid PayPal file' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', fillPath(payoutRoutes.exportBatch.path, { period: '2026-10' })),
      ).toEqual([{ query: { method: 'PayPal', statements: 'paid' }, body: undefined }]),
    );
  });

  it('tells anyone but an Admin that only Admins pay, and asks nothing of the server', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Production', useruid: 'u1' }));
    const fetchMock = stub({ periods: () => jsonResponse(periods([])) });
    render();
    expect(await screen.findByText('Only Admins pay staff and Affiliates.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
