import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { renderRoutes, stubFetchAnswer } from '../../test/render';
import { ReviewPage } from './ReviewPage';
import { ShopPage } from './ShopPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const routes = [
  { path: '/dashboard/shop', Component: ShopPage },
  { path: '/dashboard/shop/review', Component: ReviewPage },
  { path: '/join/verify', element: <p>Verify page</p> },
];

describe('ShopPage', () => {
  it('shows Premium prices to a Premium Partner', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Partner', plan: 'Premium' }));
    renderRoutes(routes, '/dashboard/shop');
    const edit = await screen.findByRole('article', { name: 'Video Edit' });
    expect(within(edit).getByTestId('item-price').textContent).toBe('Price: $19.00');
    expect(screen.getByText('Premium plan prices')).toBeTruthy();
  });

  it('adds to the cart once per name and options, and totals by the price rule', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Partner', plan: 'Standard' }));
    renderRoutes(routes, '/dashboard/shop');
    const edit = await screen.findByRole('article', { name: 'Video Edit' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Increase Video Edit duration' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Add to Cart' }));
    const cart = await screen.findByRole('region', { name: 'Cart' });
    const lines = await within(cart).findAllByRole('listitem');
    expect(lines.map((l) => l.querySelector('span')?.textContent)).toEqual(['Video Edit (15 min)']);
    expect(screen.getByTestId('cart-total').textContent).toBe('$12.00');
    expect(
      JSON.parse(localStorage.getItem(`crewcast.basket.${loginAnswer().useruid}`) ?? '[]'),
    ).toEqual([{ name: 'Video Edit', args: [15], quantity: 1 }]);
  });

  it('names each cart stepper’s buttons with its item and shows no second caption under the line', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Partner', plan: 'Standard' }));
    localStorage.setItem(
      `crewcast.basket.${loginAnswer().useruid}`,
      JSON.stringify([
        { name: 'Video Edit', args: [10], quantity: 1 },
        { name: 'Shorts Edit', args: [3], quantity: 2 },
      ]),
    );
    renderRoutes(routes, '/dashboard/shop');
    const cart = await screen.findByRole('region', { name: 'Cart' });
    fireEvent.click(within(cart).getByRole('button', { name: 'Increase 10-minute edit' }));
    fireEvent.click(within(cart).getByRole('button', { name: 'Decrease 3-minute short' }));
    expect(
      (within(cart).getByLabelText('Quantity of Video Edit (10 min)') as HTMLInputElement).value,
    ).toBe('2');
    expect(
      (within(cart).getByLabelText('Quantity of Shorts Edit (3 min)') as HTMLInputElement).value,
    ).toBe('1');
    // The label stays for screen readers only: the line's name is shown just above it.
    const caption = within(cart).getByText('Quantity of Video Edit (10 min)');
    expect(caption.classList.contains('visually-hidden')).toBe(true);
    // The phone's Checkout bar counts the items and totals them.
    expect(screen.getByTestId('checkout-bar').textContent).toContain('3 items');
  });

  it('updates one cart toast instead of stacking one per click', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Partner', plan: 'Standard' }));
    renderRoutes(routes, '/dashboard/shop');
    const thumb = await screen.findByRole('article', { name: 'Video Thumbnail' });
    const edit = screen.getByRole('article', { name: 'Video Edit' });
    fireEvent.click(within(thumb).getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Add to Cart' }));
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(within(region).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
    expect(region.textContent).toContain('Video Edit (10 min) is already in your cart');
  });

  it('explains the Premium Shorts price to a Premium Partner only', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Partner', plan: 'Premium' }));
    renderRoutes(routes, '/dashboard/shop');
    const shorts = await screen.findByRole('article', { name: 'Shorts Edit' });
    expect(within(shorts).getByTestId('premium-shorts-rule').textContent).toMatch(
      /× 2\.375.*\$9\.50 for the first minute.*\$1\.1875, charged as \$1\.19/,
    );
    cleanup();
    saveLogin(loginAnswer({ useraccounttype: 'Partner', plan: 'Standard' }));
    renderRoutes(routes, '/dashboard/shop');
    const standard = await screen.findByRole('article', { name: 'Shorts Edit' });
    expect(within(standard).queryByTestId('premium-shorts-rule')).toBeNull();
  });

  it('goes to /join/verify when checkout is refused with 403', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Partner' }));
    localStorage.setItem(
      `crewcast.basket.${loginAnswer().useruid}`,
      JSON.stringify([{ name: 'Video Thumbnail', args: [], quantity: 2 }]),
    );
    stubFetchAnswer({ error: { code: 'forbidden', message: 'No.' } }, 403);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/dashboard/shop');
    expect((await screen.findByTestId('cart-total')).textContent).toBe('$8.00');
    const cart = screen.getByRole('region', { name: 'Cart' });
    fireEvent.click(within(cart).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Verify page')).toBeTruthy();
  });

  it('tells a non-Partner the shop is not for them', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Production' }));
    renderRoutes(routes, '/dashboard/shop');
    expect(await screen.findByText(/The shop is for Partners/)).toBeTruthy();
  });
});

describe('ReviewPage', () => {
  it('shows Purchase Complete! with its links when the session is complete', async () => {
    saveLogin(loginAnswer());
    stubFetchAnswer({ status: 'complete' });
    renderRoutes(routes, '/dashboard/shop/review?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Purchase Complete!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Service Request Form' }).getAttribute('href')).toBe(
      '/dashboard/production/send',
    );
  });

  it('goes back to the shop while the session is open', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Production' }));
    stubFetchAnswer({ status: 'open' });
    renderRoutes(routes, '/dashboard/shop/review?session_id=cs_test_1');
    expect(await screen.findByText(/The shop is for Partners/)).toBeTruthy();
  });

  it.each([
    ['an unknown session', '/dashboard/shop/review?session_id=cs_test_unknown', true],
    ['no session', '/dashboard/shop/review', false],
  ])('says so for %s and links back to the Shop', async (_, address, asks) => {
    saveLogin(loginAnswer());
    const fetchMock = stubFetchAnswer({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    renderRoutes(routes, address);
    expect(await screen.findByRole('heading', { name: 'Purchase not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the Shop' }).getAttribute('href')).toBe(
      '/dashboard/shop',
    );
    expect(fetchMock.mock.calls.length > 0).toBe(asks);
  });

  it('shows nothing for an expired session', async () => {
    saveLogin(loginAnswer());
    const fetchMock = stubFetchAnswer({ status: 'expired' });
    renderRoutes(routes, '/dashboard/shop/review?session_id=cs_test_1');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Settled: the page, rendered and asking, no longer says it is checking the purchase.
    await vi.waitFor(() => expect(screen.queryByText('Checking your purchase')).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
