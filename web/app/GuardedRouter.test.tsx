import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, UNSAFE_createMemoryHistory } from 'react-router';
import { GuardedRouter, useLeaveBlocker, type AppHistory } from './GuardedRouter';
import { PageError } from './RouteError';
import { routeTree, RouteTreeView } from './RouteTree';

afterEach(cleanup);

function Guarded() {
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <p>Uploading</p>
      <Link to="/elsewhere">Elsewhere</Link>
      {blocker.state === 'blocked' && (
        <div role="dialog" aria-label="Leave?">
          <button onClick={blocker.reset}>Stay</button>
          <button onClick={blocker.proceed}>Leave</button>
        </div>
      )}
    </>
  );
}

function Broken(): never {
  throw new Error('page broke');
}

const routes = [
  { path: '/start', element: <Link to="/guarded">Go</Link> },
  { path: '/guarded', Component: Guarded },
  { path: '/elsewhere', element: <p>Somewhere else</p> },
  {
    ErrorBoundary: PageError,
    children: [
      { path: '/broken', Component: Broken },
      { path: '/fine', element: <p>Fine again</p> },
      { path: '/missing', lazy: () => Promise.reject(new Error('chunk failed to load')) },
    ],
  },
];

function renderAt(...entries: string[]) {
  const history = UNSAFE_createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
    v5Compat: true,
  }) as unknown as AppHistory;
  const tree = routeTree(routes);
  render(
    <GuardedRouter history={history}>
      <RouteTreeView tree={tree} />
    </GuardedRouter>,
  );
  return history;
}

describe('GuardedRouter', () => {
  it('holds a move inside the app until the page lets it through', async () => {
    const history = renderAt('/guarded');
    fireEvent.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(history.location.pathname).toBe('/guarded');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Somewhere else')).toBeTruthy();
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('undoes a back move the page holds, and makes it again when the page lets it through', async () => {
    const history = renderAt('/start', '/guarded');
    await screen.findByText('Uploading');
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/guarded');
    expect(screen.getByText('Uploading')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('link', { name: 'Go' })).toBeTruthy();
    expect(history.location.pathname).toBe('/start');
  });
});

describe('routeTree', () => {
  it("shows a page's crash in its route's error boundary and leaves it behind on the next move", async () => {
    const history = renderAt('/broken');
    expect(await screen.findByRole('alert')).toBeTruthy();
    act(() => history.push('/fine'));
    expect(await screen.findByText('Fine again')).toBeTruthy();
  });

  it("shows a route's failed code download in its error boundary", async () => {
    renderAt('/missing');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
