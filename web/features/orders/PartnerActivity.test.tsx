import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { PartnerActivity } from './PartnerActivity';
import { callsTo, stubApi } from '../../test/stub-api';
import { extensionFixture, orderFixture, orderId, statusFixture } from '../../test/order-fixtures';

const asked = orderFixture({
  progress: statusFixture({ requestActivated: true, moreTimeSent: true, moreTimeDuration: 2 }),
});
const quiet = orderFixture({
  requestId: '0b6f1a52-1111-4000-8000-000000000009',
  title: 'Boss rush',
  progress: statusFixture({ requestActivated: true }),
});

const inADay = () => new Date(Date.now() + 20 * 3600_000).toISOString();

function stub(initial = extensionFixture({ expiresTime: inADay() })) {
  // The server's copy: an answer changes what GET returns afterwards.
  let extension = initial;
  return stubApi([
    {
      path: '/api/payment/fulfillment/requests',
      answer: () => jsonResponse({ items: [quiet, asked] }),
    },
    { path: '/api/payment/fulfillment/extension', answer: () => jsonResponse(extension) },
    {
      method: 'PATCH',
      path: '/api/payment/fulfillment/extension',
      answer: (_url, body) => {
        const { state } = body as { state: 'Accepted' | 'Declined' };
        extension = { ...extension, state, answeredTime: new Date().toISOString() };
        return jsonResponse(extension);
      },
    },
  ]);
}

beforeEach(() => saveLogin(loginAnswer({ useraccounttype: 'Partner' })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = () => renderRoutes([{ path: '/', Component: PartnerActivity }], '/');

describe("a Partner's Activity", () => {
  it('asks for the open orders with management=true', async () => {
    const fetchMock = stub();
    render();
    await screen.findByRole('button', { name: /Castle speedrun/ });
    expect(callsTo(fetchMock, 'GET', '/api/payment/fulfillment/requests')[0]?.query).toEqual({
      type: 'unfulfilled',
      management: 'true',
    });
  });

  it('highlights, in words, only the card whose request for more time waits for an answer', async () => {
    stub();
    render();
    await screen.findByRole('button', { name: /Castle speedrun/ });
    const highlighted = screen
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('data-highlighted'));
    expect(highlighted).toHaveLength(1);
    expect(within(highlighted[0]!).getByText('Needs your answer')).toBeTruthy();
    expect(within(highlighted[0]!).getByText('Castle speedrun')).toBeTruthy();
    expect(within(highlighted[0]!).getByText(/^More time asked/)).toBeTruthy();
    expect(screen.getAllByText('Needs your answer')).toHaveLength(1);
  });

  it('opens the alerts overlay with the request, and Accept sends PATCH ?id= {state: Accepted}', async () => {
    const fetchMock = stub();
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Castle speedrun/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Castle speedrun' });
    expect(within(dialog).getByText('Request Activated')).toBeTruthy();
    expect(within(dialog).getByText(/More Time Sent: 2 days/)).toBeTruthy();
    expect(await within(dialog).findByText('The footage is longer than planned.')).toBeTruthy();
    expect(within(dialog).getByText(/You have 19 h 59 min left to answer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText(/Accepted: Eddie Editor has 2 more days/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/payment/fulfillment/extension')).toEqual([
      { query: { id: orderId }, body: { state: 'Accepted' } },
    ]);
  });

  it('sends Declined with Decline', async () => {
    const fetchMock = stub();
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Castle speedrun/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(/Declined: the due time stays/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/payment/fulfillment/extension')).toEqual([
      { query: { id: orderId }, body: { state: 'Declined' } },
    ]);
  });

  it('links the overlay to the order in the Inbox, Inspect and Track', async () => {
    stub();
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Castle speedrun/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('link', { name: 'Inspect in Inbox' }).getAttribute('href'),
    ).toBe(`/dashboard/production/receive?active=${orderId}`);
    expect(within(dialog).getByRole('link', { name: 'Track' }).getAttribute('href')).toBe(
      `/dashboard/production/receive?track=${orderId}`,
    );
  });
});
