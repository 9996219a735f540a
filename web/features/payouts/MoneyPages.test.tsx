import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { SalesPage } from './SalesPage';
import { StaffPayPage } from './StaffPayPage';

const salesPath = '/dashboard/manage/sales';
const payPath = '/dashboard/manage/staff-pay';
const buyer = { uid: '8f2b8c1e-0000-4000-8000-0000000000aa', name: 'Pat Partner', username: 'pat' };
const sale = (id: string, cents: number) => ({
  id,
  paidAt: '2026-11-20T10:00:00.000Z',
  buyer,
  lines: [{ name: 'Video Edit', args: [10], quantity: 1, unitCents: cents, lineCents: cents }],
  amountCents: cents,
  receiptNumber: 7,
});

const asAdmin = () =>
  saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin', name: 'Ada Admin' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Sales page', () => {
  it("lists the month's sales with their sum, pages on, and keeps the month in the URL", async () => {
    asAdmin();
    const api = stubApi([
      {
        path: '/api/admin/sales',
        answer: (url) =>
          jsonResponse(
            url.searchParams.get('cursor')
              ? {
                  month: '2026-11',
                  count: 2,
                  totalCents: 3500,
                  sales: [sale('s2', 1500)],
                  nextCursor: null,
                }
              : {
                  month: '2026-11',
                  count: 2,
                  totalCents: 3500,
                  sales: [sale('s1', 2000)],
                  nextCursor: 'abc',
                },
          ),
      },
    ]);
    const { router } = renderRoutes(
      [{ path: salesPath, Component: SalesPage }],
      `${salesPath}?month=2026-11`,
    );
    expect(await screen.findByRole('heading', { name: 'Sales · November 2026' })).toBeTruthy();
    expect((await screen.findByTestId('sales-total')).textContent).toBe(
      '$35.00 in 2 paid checkouts',
    );
    const table = screen.getByRole('region', { name: 'Sales' });
    expect(within(table).getByText('Pat Partner')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'No. 7' }).getAttribute('href')).toBe(
      '/dashboard/billing/s1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more sales' }));
    expect(await within(table).findByText('$15.00')).toBeTruthy();
    expect(callsTo(api, 'GET', '/api/admin/sales')[0]?.query).toEqual({ month: '2026-11' });

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    expect(router.state.location.search).toBe('?month=2026-10');
  });

  it('sends anyone but an Admin back to their dashboard', async () => {
    saveLogin(loginAnswer());
    stubApi([]);
    renderRoutes([{ path: salesPath, Component: SalesPage }], salesPath);
    expect(await screen.findByRole('link', { name: 'Back to your dashboard' })).toBeTruthy();
  });
});

describe('the Staff pay page', () => {
  it('lists what each staff member earned, linked to their page', async () => {
    asAdmin();
    stubApi([
      {
        path: '/api/admin/staff-pay',
        answer: () =>
          jsonResponse({
            month: '2026-11',
            totalCents: 2100,
            jobs: 3,
            staff: [{ uid: 'u-1', name: 'Eddie Editor', username: 'eddie', jobs: 3, cents: 2100 }],
          }),
      },
    ]);
    renderRoutes([{ path: payPath, Component: StaffPayPage }], payPath);
    expect(await screen.findByRole('heading', { name: 'Staff pay · November 2026' })).toBeTruthy();
    expect((await screen.findByTestId('staff-pay-total')).textContent).toBe('$21.00 for 3 jobs');
    expect(screen.getByRole('link', { name: 'Eddie Editor' }).getAttribute('href')).toBe(
      '/dashboard/manage/staff/u-1',
    );
  });
});
