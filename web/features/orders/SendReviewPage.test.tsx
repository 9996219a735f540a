import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ordersDashboardRoutes } from './routes';
import { SendReviewPage } from './SendReviewPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const review = (search: string) =>
  renderRoutes(
    [{ path: '/dashboard/production/send/review', Component: SendReviewPage }],
    `/dashboard/production/send/review${search}`,
  );

describe('SendReviewPage', () => {
  it("says 'Order Placed!' by default, with links to the Inbox and the Dashboard", async () => {
    review('');
    expect(await screen.findByRole('heading', { name: 'Order Placed!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe(
      '/dashboard/production/receive',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard/home',
    );
  });

  it("says 'Order Fulfilled!' for type=fulfill", async () => {
    review('?type=fulfill');
    expect(await screen.findByRole('heading', { name: 'Order Fulfilled!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deliver another order' })).toBeTruthy();
  });

  it("says 'Request Sent!' with the days asked for type=extend", async () => {
    review('?type=extend&extension=2');
    expect(await screen.findByRole('heading', { name: 'Request Sent!' })).toBeTruthy();
    expect(
      screen.getByText(/You asked for 2 more days; the Partner has 24 hours to answer/),
    ).toBeTruthy();
  });

  it('says one day, not days, for an extension of 1', async () => {
    review('?type=extend&extension=1');
    expect(await screen.findByText(/You asked for 1 more day; the Partner/)).toBeTruthy();
  });

  it('leaves out a days figure it cannot read', async () => {
    review('?type=extend&extension=nine');
    expect(await screen.findByText(/^The Partner has 24 hours to answer/)).toBeTruthy();
  });
});

describe('orders routes', () => {
  it('sends /dashboard/production to the Inbox with its query string', async () => {
    saveLogin(loginAnswer());
    const { router } = renderRoutes(
      [{ path: '/dashboard', children: ordersDashboardRoutes }],
      '/dashboard/production?active=abc',
    );
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/production/receive');
    expect(router.state.location.search).toBe('?active=abc');
  });
});
