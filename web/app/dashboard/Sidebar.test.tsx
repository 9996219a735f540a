import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../session';
import { loginAnswer } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { Sidebar } from './Sidebar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function narrowScreen(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe('Sidebar', () => {
  it('collapses when the window narrows to a phone and expands when it is widened again', async () => {
    let onChange: ((event: { matches: boolean }) => void) | undefined;
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({
        matches: false,
        addEventListener: (_: string, listener: typeof onChange) => {
          onChange = listener;
        },
        removeEventListener: vi.fn(),
      })),
    );
    saveLogin(loginAnswer());
    renderRoutes([{ path: '*', Component: Sidebar }], '/dashboard/home');
    expect(await screen.findByRole('button', { name: 'Collapse sidebar' })).toBeTruthy();
    act(() => onChange?.({ matches: true }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    act(() => onChange?.({ matches: false }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeTruthy();
  });

  it('welcomes the user and collapses and expands with its toggle', async () => {
    narrowScreen(false);
    saveLogin(loginAnswer({ useraccounttype: 'Production', name: 'Eddie Editor' }));
    renderRoutes([{ path: '*', Component: Sidebar }], '/dashboard/home');
    expect((await screen.findByText('Eddie Editor')).closest('p')?.textContent).toBe(
      'Welcome, Eddie Editor',
    );
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Expand sidebar');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
  });

  it('starts collapsed on a narrow screen', async () => {
    narrowScreen(true);
    saveLogin(loginAnswer());
    renderRoutes([{ path: '*', Component: Sidebar }], '/dashboard/home');
    expect(
      (await screen.findByRole('button', { name: 'Expand sidebar' })).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it.each([
    ['Partner', ['Inbox', 'Order']],
    ['Production', ['Inbox', 'Fulfill']],
    ['Admin', ['Inbox']],
  ] as const)(
    "opens a %s's Production sub-menu from its tab and closes it with Back",
    async (accountType, entries) => {
      narrowScreen(false);
      saveLogin(loginAnswer({ useraccounttype: accountType }));
      renderRoutes([{ path: '*', Component: Sidebar }], '/dashboard/home');
      const tab = await screen.findByRole('button', { name: 'Production' });
      expect(tab.getAttribute('aria-expanded')).toBe('false');

      fireEvent.click(tab);
      const subMenu = screen.getByRole('list', { name: 'Production' });
      const links = within(subMenu).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toEqual([...entries]);
      expect(links.map((l) => l.getAttribute('href'))).toEqual(
        entries.map((e) =>
          e === 'Inbox' ? '/dashboard/production/receive' : '/dashboard/production/send',
        ),
      );
      expect(document.activeElement).toBe(links[0]);
      // The main menu makes way for the sub-menu.
      expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.queryByRole('list', { name: 'Production' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Chat' })).toBeTruthy();
      const again = screen.getByRole('button', { name: 'Production' });
      expect(again.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(again);
    },
  );

  it('closes the sub-menu with Escape', async () => {
    narrowScreen(false);
    saveLogin(loginAnswer());
    renderRoutes([{ path: '*', Component: Sidebar }], '/dashboard/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Production' }));
    fireEvent.keyDown(screen.getByRole('link', { name: 'Inbox' }), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Production' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('shows the sub-menu at once on a Production page', async () => {
    narrowScreen(false);
    saveLogin(loginAnswer());
    renderRoutes([{ path: '*', Component: Sidebar }], '/dashboard/production/send');
    const order = await screen.findByRole('link', { name: 'Order' });
    expect(order.getAttribute('aria-current')).toBe('page');
  });

  it('shows the main menu again after leaving the Production pages', async () => {
    narrowScreen(false);
    saveLogin(loginAnswer());
    const { router } = renderRoutes(
      [{ path: '*', Component: Sidebar }],
      '/dashboard/production/send/review',
    );
    await screen.findByRole('link', { name: 'Inbox' });
    await act(() => router.navigate('/dashboard/home'));
    expect(screen.getByRole('button', { name: 'Production' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await act(() => router.navigate('/dashboard/production/receive'));
    expect(screen.getByRole('link', { name: 'Inbox' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives an Affiliate no Production tab', async () => {
    narrowScreen(false);
    saveLogin(loginAnswer({ useraccounttype: 'Affiliate' }));
    renderRoutes([{ path: '*', Component: Sidebar }], '/dashboard/home');
    await screen.findByRole('link', { name: 'Chat' });
    expect(screen.queryByRole('button', { name: 'Production' })).toBeNull();
  });
});
