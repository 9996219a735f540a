import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SiteHeader } from './SiteHeader';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const at = (path: string) => renderRoutes([{ path: '*', Component: SiteHeader }], path);

describe('SiteHeader', () => {
  it('offers Log in and a Sign up that points to /join from most pages', async () => {
    at('/');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/join');
  });

  it('points Sign up to /join/production on /join', async () => {
    at('/join');
    expect((await screen.findByRole('link', { name: 'Sign up' })).getAttribute('href')).toBe(
      '/join/production',
    );
  });

  it('shows a signed-in user a profile link to the dashboard instead', async () => {
    saveLogin(loginAnswer());
    at('/');
    expect((await screen.findByRole('link', { name: 'Your dashboard' })).getAttribute('href')).toBe(
      '/dashboard/home',
    );
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('opens a menu with its button and closes it with Escape, returning focus', async () => {
    at('/');
    const explore = await screen.findByRole('button', { name: 'Explore' });
    fireEvent.click(explore);
    expect(explore.getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: /Affiliate/ });
    expect(link.getAttribute('href')).toBe('/explore/affiliate');
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(explore.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(explore);
  });
});
