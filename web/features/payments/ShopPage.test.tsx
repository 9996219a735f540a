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
    fireEvent.click(within(edit).getByRole('button', { name: 'Increase Duration' }));
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
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
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

  it('shows nothing for an expired session', async () => {
    saveLogin(loginAnswer());
    const fetchMock = stubFetchAnswer({ status: 'expired' });
    renderRoutes(routes, '/dashboard/shop/review?session_id=cs_test_1');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
