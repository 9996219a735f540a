import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { orderFixture } from '../../test/order-fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { InboxPage } from './InboxPage';

const inbox = '/dashboard/production/receive';
const requests = '/api/payment/fulfillment/requests';
const partnerUid = '8f2b8c1e-0000-4000-8000-0000000000aa';
const staffUid = '8f2b8c1e-0000-4000-8000-0000000000bb';

const userRow = (Id: string, Name: string, Username: string, AccountType: string) => ({
  Id,
  Name,
  Username,
  AccountType,
  IsEditor: AccountType === 'Production',
  IsArtist: false,
});

function stub() {
  return stubApi([
    {
      path: requests,
      answer: (url) =>
        jsonResponse({
          items: url.searchParams.get('type') === 'fulfilled' ? [] : [orderFixture()],
        }),
    },
    {
      path: '/api/user/data',
      answer: (url) => {
        const whitelists = url.searchParams.get('whitelists') ?? '';
        const rows = whitelists.includes('Production')
          ? [userRow(staffUid, 'Eddie Editor', 'eddie', 'Production')]
          : [userRow(partnerUid, 'Pat Partner', 'pat', 'Partner')];
        return jsonResponse({ rows, page: 1, count: 9, total: 1, pages: 1 });
      },
    },
  ]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = (entry: string) => renderRoutes([{ path: inbox, Component: InboxPage }], entry);
const asAdmin = () =>
  saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin', name: 'Ada Admin' }));

describe("the Admin's Inbox filters", () => {
  it('reads the deadline filter from the URL, asks only for matching open orders, and hides the closed list', async () => {
    asAdmin();
    const api = stub();
    render(`${inbox}?due=overdue`);
    await screen.findByRole('region', { name: /Open/ });
    expect((screen.getByLabelText('Deadline') as HTMLSelectElement).value).toBe('overdue');
    const asked = callsTo(api, 'GET', requests);
    expect(asked.map((c) => c.query)).toEqual([
      expect.objectContaining({ type: 'unfulfilled', management: 'true', due: 'overdue' }),
    ]);
    expect(screen.queryByRole('region', { name: /Closed/ })).toBeNull();
  });

  it('keeps each chosen filter in the URL, found by typing, and clears them all', async () => {
    asAdmin();
    const api = stub();
    const { router } = render(inbox);
    await screen.findByRole('region', { name: /Closed/ });

    fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: 'soon' } });
    expect(new URLSearchParams(router.state.location.search).get('due')).toBe('soon');

    const partner = screen.getByRole('combobox', { name: 'Partner' });
    fireEvent.focus(partner);
    fireEvent.change(partner, { target: { value: 'pa' } });
    const option = await screen.findByRole('option', { name: /Pat Partner/ });
    fireEvent.mouseDown(option);
    expect(new URLSearchParams(router.state.location.search).get('partner')).toBe(partnerUid);
    const chosen = screen.getByRole('group', { name: 'Partner' });
    expect(within(chosen).getByText('Pat Partner')).toBeTruthy();

    const staff = screen.getByRole('combobox', { name: 'Staff' });
    fireEvent.focus(staff);
    fireEvent.change(staff, { target: { value: 'ed' } });
    await screen.findByRole('option', { name: /Eddie Editor/ });
    fireEvent.keyDown(staff, { key: 'ArrowDown' });
    fireEvent.keyDown(staff, { key: 'Enter' });
    expect(new URLSearchParams(router.state.location.search).get('staff')).toBe(staffUid);

    await waitFor(() =>
      expect(callsTo(api, 'GET', requests).at(-1)?.query).toEqual(
        expect.objectContaining({ due: 'soon', uid: partnerUid, staff: staffUid }),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('names a Partner chosen by a link by looking the id up', async () => {
    asAdmin();
    stub();
    render(`${inbox}?partner=${partnerUid}`);
    const chosen = await screen.findByRole('group', { name: 'Partner' });
    await within(chosen).findByText('Pat Partner');
    expect(screen.getByRole('button', { name: 'Clear Partner' })).toBeTruthy();
  });

  it('offers no filters to a Partner', async () => {
    saveLogin(loginAnswer());
    stub();
    render(`${inbox}?due=overdue`);
    await screen.findByRole('region', { name: /Closed/ });
    expect(screen.queryByLabelText('Deadline')).toBeNull();
  });
});
