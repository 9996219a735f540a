import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { previewText } from './CloseConfirm';
import { PayoutsPage } from './PayoutsPage';

const preview = {
  period: '2026-11',
  alreadyClosed: false,
  payees: 4,
  staff: 3,
  affiliates: 1,
  withoutMethod: 1,
  totalCents: 2740,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('closing a pay period', () => {
  it('says what closing makes in one sentence', () => {
    expect(previewText(preview)).toBe('November 2026: 4 payees (3 staff, 1 Affiliate), $27.40.');
    expect(previewText({ ...preview, payees: 0, staff: 0, affiliates: 0, totalCents: 0 })).toBe(
      'November 2026: nobody has anything to be paid.',
    );
  });

  it('asks first with the preview, and closes only once confirmed', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin' }));
    const api = stubApi([
      {
        path: '/api/payouts/periods',
        answer: () => jsonResponse({ lastFinished: '2026-11', periods: [] }),
      },
      { path: '/api/payouts/periods/2026-11/preview', answer: () => jsonResponse(preview) },
    ]);
    renderRoutes(
      [{ path: '/dashboard/manage/payouts', Component: PayoutsPage }],
      '/dashboard/manage/payouts',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close period…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close November 2026?' });
    expect(within(dialog).getByText(/1 payee has no wallet yet/)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/payouts/periods')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(api, 'POST', '/api/payouts/periods')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Close period…' }));
    const again = await screen.findByRole('dialog', { name: 'Close November 2026?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close November 2026' }));
    await waitFor(() =>
      expect(callsTo(api, 'POST', '/api/payouts/periods')).toEqual([
        { query: {}, body: { period: '2026-11' } },
      ]),
    );
  });
});

describe('the Payouts page for anyone but an Admin', () => {
  it('says it is the Admins’ and leads back to the dashboard', async () => {
    saveLogin(loginAnswer());
    stubApi([]);
    renderRoutes(
      [{ path: '/dashboard/manage/payouts', Component: PayoutsPage }],
      '/dashboard/manage/payouts',
    );
    expect(
      (await screen.findByRole('link', { name: 'Back to your dashboard' })).getAttribute('href'),
    ).toBe('/dashboard/home');
  });
});
