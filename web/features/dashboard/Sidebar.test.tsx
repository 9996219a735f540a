import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../app/test-fixtures';
import { renderRoutes } from '../../app/test-render';
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
});
