import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../app/session';
import { loginAnswer } from '../test/fixtures';
import { jsonResponse, renderRoutes } from '../test/render';
import { UserSearch } from './UserSearch';

const row = (n: number) => ({
  Id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  Username: `user_${n}`,
  Name: `User ${n}`,
  AccountType: 'Partner',
  IsEditor: false,
  IsArtist: false,
});

let urls: URL[] = [];
beforeEach(() => {
  saveLogin(loginAnswer({ useraccounttype: 'Admin' }));
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      const page = Number(url.searchParams.get('page'));
      return Promise.resolve(
        jsonResponse({
          rows: page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9].map(row) : [row(10)],
          page,
          count: 9,
          total: 10,
          pages: 2,
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('UserSearch', () => {
  it('searches 9 a page from page 1, and typing goes back to page 1', async () => {
    const onSelect = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: <UserSearch template="users" label="Find a user" onSelect={onSelect} />,
        },
      ],
      '/',
    );
    const input = screen.getByPlaceholderText('Search users...');
    expect(await screen.findByText('10 results')).toBeTruthy();
    expect(urls[0]?.searchParams.get('count')).toBe('9');
    expect(urls[0]?.searchParams.get('page')).toBe('1');
    expect(urls[0]?.searchParams.get('db')).toBe('users');
    expect(urls[0]?.searchParams.get('column')).toBe('Username');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(urls.at(-1)?.searchParams.get('page')).toBe('2');

    // The search button searches at once, from page 1.
    fireEvent.change(input, { target: { value: 'User' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search users' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('value')).toBe('User'));
    expect(urls.at(-1)?.searchParams.get('page')).toBe('1');

    fireEvent.click(await screen.findByRole('button', { name: /User 3/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ Username: 'user_3' }));
  });

  it('sends its filters as JSON lists', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <UserSearch
              template="editors"
              label="Find an editor"
              onSelect={() => {}}
              whitelists={[{ db: 'productioninformation', column: 'IsEditor', values: [true] }]}
              blacklists={[{ column: 'Username', values: ['pat'] }]}
            />
          ),
        },
      ],
      '/',
    );
    await screen.findByText('10 results');
    expect(JSON.parse(urls[0]?.searchParams.get('whitelists') ?? '')).toEqual([
      { db: 'productioninformation', column: 'IsEditor', values: [true] },
    ]);
    expect(JSON.parse(urls[0]?.searchParams.get('blacklists') ?? '')).toEqual([
      { column: 'Username', values: ['pat'] },
    ]);
    expect(screen.getByPlaceholderText('Search editors...')).toBeTruthy();
  });
});
