import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { EarningsCard } from './EarningsCard';
import { StaffActivity } from './StaffActivity';
import { callsTo, stubApi } from '../../test/stub-api';
import { editorUid, extensionFixture, orderFixture, orderId } from '../../test/order-fixtures';

function ReviewProbe() {
  return <p>Review: Request Sent!</p>;
}

function stub(extension: object = {}) {
  return stubApi([
    {
      path: '/api/payment/fulfillment/work',
      answer: () => jsonResponse({ items: [orderFixture()] }),
    },
    { path: '/api/payment/fulfillment/extension', answer: () => jsonResponse(extension) },
    {
      method: 'POST',
      path: '/api/payment/fulfillment/extension',
      answer: (_url, body) =>
        jsonResponse(
          extensionFixture({ ...(body as object), state: 'Pending', staff: 'Eddie Editor' }),
        ),
    },
  ]);
}

beforeEach(() =>
  saveLogin(
    loginAnswer({
      useraccounttype: 'Production',
      useruid: editorUid,
      name: 'Eddie Editor',
      iseditor: true,
    }),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = () =>
  renderRoutes(
    [
      { path: '/', Component: StaffActivity },
      { path: '/dashboard/production/send/review', Component: ReviewProbe },
    ],
    '/',
  );

async function openExtendDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /Castle speedrun/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Castle speedrun' });
  await within(dialog).findByRole('heading', { name: 'Ask for more time' });
  return dialog;
}

describe("a staff member's Activity and the extend-order overlay", () => {
  it('shows each assigned order with its client, due time and whether work started', async () => {
    stub();
    render();
    const card = (await screen.findByRole('button', { name: /Castle speedrun/ })).closest('li');
    expect(within(card!).getByText('Pat Partner')).toBeTruthy();
    expect(within(card!).getByText('Not started')).toBeTruthy();
    expect(within(card!).getByText('Due')).toBeTruthy();
  });

  it('refuses 5 days and a reason over 400 characters, and sends nothing', async () => {
    const fetchMock = stub();
    render();
    const dialog = await openExtendDialog();
    fireEvent.change(within(dialog).getByLabelText('Extra days'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'x'.repeat(401) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Between 1 and 4 days.')).toBeTruthy();
    expect(within(dialog).getByText('At most 400 characters.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/payment/fulfillment/extension')).toEqual([]);
  });

  it('refuses 0 days', async () => {
    stub();
    render();
    const dialog = await openExtendDialog();
    fireEvent.change(within(dialog).getByLabelText('Extra days'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Between 1 and 4 days.')).toBeTruthy();
  });

  it('asks for 1 day by default, and goes to the Request Sent review with the days asked', async () => {
    const fetchMock = stub();
    const { router } = render();
    const dialog = await openExtendDialog();
    expect((within(dialog).getByLabelText('Extra days') as HTMLInputElement).value).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase' }));
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'The footage is longer than planned.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await screen.findByText(/Review:/);
    expect(router.state.location.pathname).toBe('/dashboard/production/send/review');
    expect(router.state.location.search).toBe('?type=extend&extension=2');
    expect(callsTo(fetchMock, 'POST', '/api/payment/fulfillment/extension')).toEqual([
      {
        query: {},
        body: { extension: 2, requestId: orderId, reason: 'The footage is longer than planned.' },
      },
    ]);
  });

  it('shows a pending request instead of the form', async () => {
    stub(extensionFixture({ expiresTime: new Date(Date.now() + 3600_000).toISOString() }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Castle speedrun/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'More time: Pending' })).toBeTruthy();
    expect(within(dialog).getByText(/Waiting for Pat Partner's answer/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send request' })).toBeNull();
  });
});

describe("This month's earnings", () => {
  it('shows the total in dollars and each job', async () => {
    stubApi([
      {
        path: '/api/payment/fulfillment/earnings',
        answer: () =>
          jsonResponse({
            month: '2026-03',
            totalCents: 2000,
            items: [
              {
                requestId: orderId,
                title: 'Castle speedrun',
                type: 'Edit',
                isRevision: false,
                tier: 2,
                amountCents: 1500,
                earnedTime: '2026-03-02T10:00:00.000Z',
              },
              {
                requestId: '0b6f1a52-1111-4000-8000-000000000002',
                title: 'Castle speedrun thumbnail',
                type: 'Thumbnail',
                isRevision: false,
                tier: 2,
                amountCents: 500,
                earnedTime: '2026-03-02T11:00:00.000Z',
              },
            ],
          }),
      },
    ]);
    renderRoutes([{ path: '/', Component: EarningsCard }], '/');
    expect((await screen.findByTestId('earnings-total')).textContent).toBe('$20.00');
    expect(screen.getByText('$15.00')).toBeTruthy();
    expect(screen.getByText(/for 2 jobs/)).toBeTruthy();
  });
});
