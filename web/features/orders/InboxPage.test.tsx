import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { InboxPage } from './InboxPage';
import { noRevisionsMessage } from './RevisionDialog';
import { callsTo, stubApi, type StubRoute } from '../../test/stub-api';
import {
  driveFileFixture,
  editorUid,
  orderFixture,
  orderId,
  statusFixture,
} from '../../test/order-fixtures';

const inbox = '/dashboard/production/receive';
const revisionId = '0b6f1a52-1111-4000-8000-000000000077';
const delivered = orderFixture({
  status: 'fulfilled',
  closeReason: 'Fulfilled',
  closedTime: '2026-03-02T18:00:00.000Z',
  deliveries: [{ id: 'b'.repeat(32), name: 'final-cut.mp4', mime: 'video/mp4' }],
  review: {
    state: 'awaiting',
    stars: null,
    comment: null,
    acceptedTime: null,
    auto: false,
    autoAcceptTime: '2026-03-09T18:00:00.000Z',
  },
  progress: statusFixture(
    { requestActivated: true, closedOn: '2026-03-02T18:00:00.000Z', closeReason: 'Fulfilled' },
    { requestActivated: '2026-03-01T12:00:00.000Z', closedOn: '2026-03-02T18:00:00.000Z' },
  ),
});
const folder = {
  files: [
    [driveFileFixture(), driveFileFixture({ id: 'c'.repeat(32), orderId: 'someone-else' })],
    [
      driveFileFixture({
        id: 'b'.repeat(32),
        name: 'final-cut.mp4',
        layer: 2,
        uploader: { uid: editorUid, name: 'Eddie Editor' },
      }),
    ],
  ],
};

function stub({
  open = [] as unknown[],
  closed = [] as unknown[],
  order = undefined as unknown,
  extra = [] as StubRoute[],
} = {}) {
  return stubApi([
    {
      path: '/api/payment/fulfillment/requests',
      answer: (url) =>
        jsonResponse({ items: url.searchParams.get('type') === 'fulfilled' ? closed : open }),
    },
    {
      path: '/api/payment/fulfillment/request',
      answer: () =>
        order
          ? jsonResponse(order)
          : jsonResponse({ error: { code: 'not_found', message: 'Not found.' } }, 404),
    },
    { path: /^\/api\/drive\/read\/file-contents\//, answer: () => jsonResponse(folder) },
    {
      path: '/api/payment/product',
      answer: () => jsonResponse((order as { progress: unknown } | undefined)?.progress ?? {}),
    },
    ...extra,
  ]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = (entry: string) => renderRoutes([{ path: inbox, Component: InboxPage }], entry);

describe('the Inbox', () => {
  it("says 'Loading..' while the orders load", async () => {
    saveLogin(loginAnswer());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(inbox);
    await screen.findByRole('heading', { name: 'Inbox' });
    const statuses = screen.getAllByRole('status').map((el) => el.textContent);
    expect(statuses).toContain('Loading...');
  });

  it('says so when there is no order, with a way to place one', async () => {
    saveLogin(loginAnswer());
    stub();
    render(inbox);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Place an order' }).getAttribute('href')).toBe(
      '/dashboard/production/send',
    );
  });

  it('lists open and closed orders, and selecting one sets ?active=', async () => {
    saveLogin(loginAnswer());
    stub({ open: [orderFixture()], closed: [delivered], order: orderFixture() });
    const { router } = render(inbox);
    const openList = await screen.findByRole('region', { name: /Open/ });
    const link = within(openList).getByRole('link', { name: /Castle speedrun/ });
    expect(within(link).getByText('Staff: Eddie Editor')).toBeTruthy();
    expect(within(link).getByText('Edit')).toBeTruthy();
    fireEvent.click(link);
    expect(router.state.location.search).toBe(`?active=${orderId}`);
    expect(await screen.findByRole('tab', { name: 'Inspect', selected: true })).toBeTruthy();
  });

  it('offers the open orders past the first page with "Load more"', async () => {
    saveLogin(loginAnswer());
    const laterId = '0b6f1a52-1111-4000-8000-000000000088';
    const later = orderFixture({ requestId: laterId, title: 'Lobby teaser' });
    const fetchMock = stubApi([
      {
        path: '/api/payment/fulfillment/requests',
        answer: (url) => {
          if (url.searchParams.get('type') === 'fulfilled')
            return jsonResponse({ items: [], nextCursor: null });
          return url.searchParams.get('cursor') === 'page-2'
            ? jsonResponse({ items: [later], nextCursor: null })
            : jsonResponse({ items: [orderFixture()], nextCursor: 'page-2' });
        },
      },
    ]);
    render(inbox);
    const openList = await screen.findByRole('region', { name: /Open/ });
    expect(within(openList).getByRole('heading').textContent).toContain('(1+)');
    expect(within(openList).queryByRole('link', { name: /Lobby teaser/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more closed orders' })).toBeNull();
    fireEvent.click(within(openList).getByRole('button', { name: 'Load more open orders' }));
    expect(await within(openList).findByRole('link', { name: /Lobby teaser/ })).toBeTruthy();
    expect(within(openList).getByRole('link', { name: /Castle speedrun/ })).toBeTruthy();
    expect(within(openList).getByRole('heading').textContent).toContain('(2)');
    expect(within(openList).queryByRole('button', { name: /Load more/ })).toBeNull();
    const asked = callsTo(fetchMock, 'GET', '/api/payment/fulfillment/requests');
    expect(asked.filter((c) => c.query.type === 'unfulfilled').map((c) => c.query.cursor)).toEqual([
      undefined,
      'page-2',
    ]);
  });

  it('lists a delivery awaiting the review apart from the closed orders', async () => {
    saveLogin(loginAnswer());
    const accepted = orderFixture({
      ...delivered,
      requestId: revisionId,
      title: 'Old vlog',
      review: { ...delivered.review!, state: 'accepted', autoAcceptTime: null },
    });
    stub({ closed: [delivered, accepted] });
    render(inbox);
    const waiting = await screen.findByRole('region', { name: /Awaiting your review/ });
    expect(within(waiting).getByRole('link', { name: /Castle speedrun/ })).toBeTruthy();
    expect(within(waiting).queryByRole('link', { name: /Old vlog/ })).toBeNull();
    const closed = screen.getByRole('region', { name: /Closed/ });
    expect(within(closed).getByRole('link', { name: /Old vlog/ })).toBeTruthy();
    expect(within(closed).queryByRole('link', { name: /Castle speedrun/ })).toBeNull();
  });

  it("shows 'Request Expired' for an order cancelled at its due time", async () => {
    saveLogin(loginAnswer());
    const expired = orderFixture({
      status: 'cancelled',
      closeReason: 'Overdue',
      closedTime: '2026-03-03T10:00:00.000Z',
      progress: statusFixture(
        { closedOn: '2026-03-03T10:00:00.000Z', closeReason: 'Overdue' },
        { closedOn: '2026-03-03T10:00:00.000Z' },
      ),
    });
    stub({ closed: [expired], order: expired });
    render(`${inbox}?active=${orderId}`);
    expect(await screen.findByRole('heading', { name: 'Request Expired' })).toBeTruthy();
    expect(screen.getByText(/Its credit went back to your account/)).toBeTruthy();
  });

  it('says an order that is not found (404) could not be found', async () => {
    saveLogin(loginAnswer());
    stub({ open: [orderFixture()] });
    render(`${inbox}?active=${orderId}`);
    expect(await screen.findByText(/This order could not be found/)).toBeTruthy();
  });

  it('opens ?track= on the Track tab, with the current step marked', async () => {
    saveLogin(loginAnswer());
    stub({ closed: [delivered], order: delivered });
    render(`${inbox}?track=${orderId}`);
    expect(await screen.findByRole('tab', { name: 'Track', selected: true })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    const current = steps.filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('Request Closed');
    expect(current[0]?.textContent).toContain('Fulfilled');
  });

  it('switching to Track puts ?track= in the address', async () => {
    saveLogin(loginAnswer());
    stub({ closed: [delivered], order: delivered });
    const { router } = render(`${inbox}?active=${orderId}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Track' }));
    expect(router.state.location.search).toBe(`?track=${orderId}`);
  });

  it("shows the order's own raw files and deliveries, each with Preview and Download", async () => {
    saveLogin(loginAnswer());
    stub({ closed: [delivered], order: delivered });
    render(`${inbox}?active=${orderId}`);
    const deliveries = await screen.findByRole('region', { name: /Deliveries/ });
    expect(within(deliveries).getByTitle('final-cut.mp4')).toBeTruthy();
    expect(within(deliveries).getByRole('button', { name: /Preview/ })).toBeTruthy();
    expect(within(deliveries).getByRole('button', { name: /Download/ })).toBeTruthy();
    const raw = screen.getByRole('region', { name: /Raw files/ });
    expect(within(raw).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('a revision request from the Inbox', () => {
  async function openRevision(order = delivered, extra: StubRoute[] = []) {
    saveLogin(loginAnswer());
    const fetchMock = stub({ closed: [order], order, extra });
    render(`${inbox}?active=${orderId}`);
    fireEvent.click(await screen.findByRole('button', { name: /Request revision/ }));
    return { dialog: screen.getByRole('dialog', { name: 'Request a revision' }), fetchMock };
  }

  it('refuses a message under 20 characters with the exact message, sending nothing', async () => {
    const { dialog, fetchMock } = await openRevision();
    fireEvent.change(within(dialog).getByLabelText('What should change?'), {
      target: { value: 'Shorter intro.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send revision request' }));
    expect(
      await within(dialog).findByText('Message must be at least 20 characters long!'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/drive/update/revisions/${'b'.repeat(32)}`)).toEqual([]);
  });

  it('says there is no revision left instead of offering the form', async () => {
    const { dialog } = await openRevision({ ...delivered, revisions: 0 });
    expect(within(dialog).getByText(noRevisionsMessage)).toBeTruthy();
    expect(noRevisionsMessage).toMatch(/already has its revision/);
    expect(within(dialog).queryByLabelText('What should change?')).toBeNull();
  });

  it('sends the message and links to the new order, even as the order runs out of revisions', async () => {
    const order = { ...delivered };
    const { dialog, fetchMock } = await openRevision(order, [
      {
        method: 'POST',
        path: `/api/drive/update/revisions/${'b'.repeat(32)}`,
        answer: () => {
          // The server's copy of the order now has none left; the page refetches it.
          order.revisions = 0;
          order.review = { ...delivered.review!, state: 'revised', autoAcceptTime: null };
          return jsonResponse({ requestId: revisionId, revisionsLeft: 0 });
        },
      },
    ]);
    fireEvent.change(within(dialog).getByLabelText('What should change?'), {
      target: { value: 'Please make the intro shorter.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send revision request' }));
    expect(await within(dialog).findByText(/Revision sent!/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Revisions').nextElementSibling?.textContent).toMatch(
        /^Used: version 2 revises this delivery/,
      ),
    );
    expect(within(dialog).getByText(/Revision sent!/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Open the revision' }).getAttribute('href'),
    ).toBe(`${inbox}?active=${revisionId}`);
    expect(callsTo(fetchMock, 'POST', `/api/drive/update/revisions/${'b'.repeat(32)}`)).toEqual([
      { query: {}, body: { message: 'Please make the intro shorter.' } },
    ]);
  });

  it('is not offered on a thumbnail', async () => {
    saveLogin(loginAnswer());
    const thumbnail = { ...delivered, type: 'Thumbnail' as const };
    stub({ closed: [thumbnail], order: thumbnail });
    render(`${inbox}?active=${orderId}`);
    await screen.findByRole('region', { name: /Deliveries/ });
    expect(screen.queryByRole('button', { name: /Request revision/ })).toBeNull();
    expect(screen.getByText('Revisions').nextElementSibling?.textContent).toMatch(
      /^None for thumbnails: .* order a new thumbnail/,
    );
  });
});

describe("the assigned staff member's actions", () => {
  it('offers Start work, Deliver (with the order and client), more time and pass-off', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Production', useruid: editorUid }));
    stub({ open: [orderFixture()], order: orderFixture() });
    render(`${inbox}?active=${orderId}`);
    expect(await screen.findByRole('button', { name: 'Start work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deliver' }).getAttribute('href')).toBe(
      `/dashboard/production/send?order=${orderId}&client=${orderFixture().clientUser.uid}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask for more time' }));
    expect(screen.getByRole('dialog', { name: 'Castle speedrun' })).toBeTruthy();
  });
});
