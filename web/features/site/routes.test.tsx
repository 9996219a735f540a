import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { routes } from '../../router';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse([{ key: 'Payouts', value: 1_250_000, unit: '$' }]))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages: Array<[string, RegExp, string]> = [
  ['/', /Grow your game channel/, 'Crewcast · Grow your game channel with a full production team'],
  ['/explore/production', /Edit and draw for game creators/, 'Join the staff · Crewcast'],
  ['/explore/affiliate', /Earn 20% for every creator/, 'Become an affiliate · Crewcast'],
  ['/learn/pricing', /Pay per video/, 'Pricing · Crewcast'],
  ['/learn/game', /Six games, one profit pool/, 'Our games · Crewcast'],
  ['/learn/production', /From raw footage to finished video/, 'How production works · Crewcast'],
  ['/contact', /Talk to our support team/, 'Contact us · Crewcast'],
];

describe('the public site routes', () => {
  it.each(pages)('%s has its heading, title and description', async (path, heading, title) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  // One render and lazy page load per public page, in turn: on a loaded two-core machine the
  // whole walk can take longer than one test's default 5 s.
  it('gives each page its own description', async () => {
    const seen = new Set<string>();
    const description = () =>
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    for (const [path, heading] of pages) {
      const before = description();
      const view = renderRoutes(routes, path);
      await screen.findByRole('heading', { level: 1, name: heading });
      // The page writes its description in an effect, which can run after its heading shows.
      await waitFor(() => expect(description()).not.toBe(before));
      seen.add(description());
      view.unmount();
    }
    expect(seen.size).toBe(pages.length);
  }, 30_000);

  it('has the about-us section on the home page, for /#about', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: /An agency built by game creators/ }));
    expect(document.getElementById('about')).not.toBeNull();
    expect(document.getElementById('services')).not.toBeNull();
  });

  it('points the recruitment pages at their sign-ups', async () => {
    renderRoutes(routes, '/explore/production');
    await screen.findByRole('heading', { level: 1, name: /Edit and draw/ });
    for (const link of screen.getAllByRole('link', { name: /Sign up/ }))
      expect(link.getAttribute('href')).toBe('/join/production');
    cleanup();
    renderRoutes(routes, '/explore/affiliate');
    await screen.findByRole('heading', { level: 1, name: /Earn 20%/ });
    for (const link of screen.getAllByRole('link', { name: 'Become an affiliate' }))
      expect(link.getAttribute('href')).toBe('/join?type=Affiliate');
  });
});
