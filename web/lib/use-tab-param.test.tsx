import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { useTabParam } from './use-tab-param';

afterEach(cleanup);

function Probe({ clear }: { clear?: boolean }) {
  const [tab, setTab] = useTabParam(['inspect', 'track'] as const, { clear });
  return (
    <>
      <p>Selected: {tab}</p>
      <button onClick={() => setTab('track')}>Track</button>
    </>
  );
}

describe('useTabParam', () => {
  it('selects the tab named by ?tab= and falls back to the first tab', async () => {
    renderRoutes([{ path: '/inbox', element: <Probe /> }], '/inbox?tab=track');
    expect(await screen.findByText('Selected: track')).toBeTruthy();
    cleanup();
    renderRoutes([{ path: '/inbox', element: <Probe /> }], '/inbox?tab=bogus');
    expect(await screen.findByText('Selected: inspect')).toBeTruthy();
  });

  it('writes the chosen tab to the URL', async () => {
    const { router } = renderRoutes([{ path: '/inbox', element: <Probe /> }], '/inbox?x=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Selected: track')).toBeTruthy();
    expect(router.state.location.search).toBe('?x=1&tab=track');
  });

  it('can remove the parameter from the URL and keep the selection', async () => {
    const { router } = renderRoutes(
      [{ path: '/inbox', element: <Probe clear /> }],
      '/inbox?tab=track&x=1',
    );
    expect(await screen.findByText('Selected: track')).toBeTruthy();
    await screen.findByText('Selected: track');
    expect(router.state.location.search).toBe('?x=1');
  });
});
