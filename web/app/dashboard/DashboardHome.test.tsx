import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../session';
import { loginAnswer, meAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { DashboardHome } from './DashboardHome';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const home = '/dashboard/home';

async function profileFacts(
  accountType: 'Affiliate' | 'Production' | 'Partner',
  avatarUrl: string | null = null,
) {
  saveLogin(loginAnswer({ useraccounttype: accountType }));
  stubApi([
    { path: '/api/user/me', answer: () => jsonResponse(meAnswer({ accountType, avatarUrl })) },
  ]);
  renderRoutes([{ path: home, Component: DashboardHome }], home);
  await screen.findByText('Member since');
  return screen.queryByText('Rating');
}

describe("the home page's profile card", () => {
  it('shows no rating to an Affiliate, whose work nobody rates', async () => {
    expect(await profileFacts('Affiliate')).toBeNull();
  });

  it('shows no rating to a Partner, who gives ratings rather than earns them', async () => {
    expect(await profileFacts('Partner')).toBeNull();
  });

  it('shows the uploaded picture instead of the initial', async () => {
    await profileFacts('Partner', '/api/user/avatar/u1.webp');
    const card = screen.getByRole('region', { name: 'Pat Partner' });
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/user/avatar/u1.webp');
  });

  it('shows staff their rating', async () => {
    expect(await profileFacts('Production')).not.toBeNull();
  });
});
